/**
 * /users: for platform admins, the people of every business with their business, filtered by business,
 * status, name and dates (kept in the URL), a page at a time, with the support actions. Roles are managed
 * under /users/manage-roles, as under /team.
 */
import type { TAdminUserQuery } from '@verity/client';
import { useState } from 'react';
import { Link } from 'wouter';
import { DateRangeFields, FiltersForm, useFilterDraft } from '../../../components/filters-form';
import { PageListTable } from '../../../components/page-list-table';
import { ButtonLink } from '../../../components/ui/button-link';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListUrl } from '../../../lib/use-list-url';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAuthStore } from '../../../session/auth-store';
import { MemberNameCell, MemberStatusCells, memberStatusOptions } from '../../team';
import { useAdminUsers, useBusinessSearch } from '../api';
import { AdminUserActions } from '../components/admin-user-actions';
import { usersDraftFrom, usersQueryFrom } from '../lib/users-search';

const columns = ['Person', 'Business', 'Role', 'Status', 'Two-factor', 'Last active', 'Actions'] as const;

export default function UsersPage() {
  useDocumentTitle('Users');
  const { search, apply, goTo } = useListUrl();
  const query = usersQueryFrom(search);
  const { page, ...filters } = query;
  const people = useAdminUsers(query);
  const failure = useQueryFailure(people.error);
  const me = useAuthStore((state) => state.user);
  const items = people.data?.items ?? [];
  const applied = Object.keys(filters).length > 0;
  // The businesses the page shows, so the filter can name the one applied without asking again.
  const known = new Map(items.map((person) => [person.business.id, person.business.name]));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">Users</h1>
        <ButtonLink href="/users/manage-roles" variant="secondary">
          Manage roles
        </ButtonLink>
      </div>
      <UsersFilters key={search} filters={filters} known={known} applied={applied} onApply={apply} />
      <PageListTable
        list={people}
        failure={failure}
        empty={applied ? 'No one matches these filters' : 'No one here yet'}
        itemCount={items.length}
        caption="People of every business, newest first"
        columns={columns}
        hiddenColumns={['Actions']}
        page={page}
        totalPages={people.data?.pagination.totalPages ?? 1}
        onPage={goTo}
      >
        {items.map((person) => (
          <tr key={person.id}>
            <MemberNameCell member={person} href={`/users/${person.id}`} />
            <td className="px-3 py-2">
              <Link
                href={`/users?businessId=${encodeURIComponent(person.business.id)}`}
                className="text-brand-700 underline"
              >
                {person.business.name}
                <span className="sr-only"> (show only this business’s people)</span>
              </Link>
            </td>
            <td className="px-3 py-2">{person.role.name}</td>
            <MemberStatusCells member={person} />
            <td className="px-3 py-2">
              <AdminUserActions person={person} isSelf={person.id === me?.id} />
            </td>
          </tr>
        ))}
      </PageListTable>
    </div>
  );
}

function UsersFilters(props: {
  filters: TAdminUserQuery;
  known: ReadonlyMap<string, string>;
  applied: boolean;
  onApply(search: string): void;
}) {
  const { draft, set, dateError, submit } = useFilterDraft(() => usersDraftFrom(props.filters));
  const [find, setFind] = useState('');
  const found = useBusinessSearch(find);
  const options = new Map<string, string>();
  if (draft.businessId) options.set(draft.businessId, props.known.get(draft.businessId) ?? draft.businessId);
  for (const business of found.data ?? []) options.set(business.id, business.name);
  return (
    <FiltersForm
      label="Filter users"
      onSubmit={submit(props.onApply)}
      active={props.applied}
      onClear={() => props.onApply('')}
      columns={3}
    >
      <TextField
        label="Find a business"
        hint="Type part of its name, then pick it under Business"
        value={find}
        onChange={(event) => setFind(event.target.value)}
        autoComplete="off"
      />
      <SelectField
        label="Business"
        value={draft.businessId}
        onChange={set('businessId')}
        options={[
          { value: '', label: 'Every business' },
          ...[...options].map(([value, label]) => ({ value, label })),
        ]}
      />
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={memberStatusOptions}
      />
      <TextField label="Name or email" value={draft.name} onChange={set('name')} />
      <DateRangeFields draft={draft} set={set} error={dateError} />
    </FiltersForm>
  );
}
