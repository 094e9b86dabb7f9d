import type { TCompanyProfile } from '@verity/client';
import { DataTable } from '../../../components/data-table';
import { CompanyStatusChip } from '../../../components/status-chips';
import { SummaryList } from '../../../components/ui/summary-list';
import { formatDay } from '../../../lib/format';

const entityClassLabel = (value: string | null) =>
  value ? value.replace(/-/g, ' ').replace(/^\w/, (first) => first.toUpperCase()) : '—';

/** The company as the registry returned it: registration, directors, persons with significant control. */
export function CompanyProfile({ company, idPrefix }: { company: TCompanyProfile; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-5">
      <SummaryList
        rows={[
          ['Company name', company.name],
          [
            'Registration number',
            <span key="rc" className="font-mono">
              {company.registrationNumber}
            </span>,
          ],
          ['Company status', <CompanyStatusChip key="status" status={company.status} />],
          ['Entity class', entityClassLabel(company.entityClass)],
          ['Registered on', formatDay(company.registrationDate)],
          ['Registered address', company.address ?? '—'],
          ['Tax identification number', company.tin ?? '—'],
          ['Phone', company.phone ?? '—'],
          ['Email', company.email ?? '—'],
        ]}
      />
      {company.directors.length > 0 && (
        <DataTable
          id={`${idPrefix}-directors`}
          title="Directors and officers"
          columns={['Name', 'Role', 'Appointed', 'Nationality']}
        >
          {company.directors.map((director) => (
            <tr key={`${director.name}-${director.role}`}>
              <td className="px-3 py-2 font-medium">{director.name}</td>
              <td className="px-3 py-2">{director.role}</td>
              <td className="px-3 py-2">{formatDay(director.appointedOn)}</td>
              <td className="px-3 py-2">{director.nationality ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {company.shareholders.length > 0 && (
        <DataTable
          id={`${idPrefix}-shareholders`}
          title="Persons with significant control"
          columns={['Name', 'Kind', 'Shares', 'Holding']}
        >
          {company.shareholders.map((holder) => (
            <tr key={holder.name}>
              <td className="px-3 py-2 font-medium">{holder.name}</td>
              <td className="px-3 py-2">{holder.kind === 'company' ? 'Company' : 'Individual'}</td>
              <td className="px-3 py-2 tabular-nums">{holder.shares?.toLocaleString('en-NG') ?? '—'}</td>
              <td className="px-3 py-2 tabular-nums">
                {holder.percentage === null ? '—' : `${holder.percentage}%`}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {company.bankAccount && (
        <SummaryList
          rows={[
            [
              'Account',
              `****${company.bankAccount.accountNumber.slice(-4)} (branch ${company.bankAccount.branchCode})`,
            ],
            ['Bank', company.bankAccount.bankName ?? '—'],
            ['Account found', company.bankAccount.accountFound ? 'Yes' : 'No'],
            ['Account open', company.bankAccount.accountOpen ? 'Yes' : 'No'],
            ['Held by this company', company.bankAccount.registrationNumberMatches ? 'Yes' : 'No'],
          ]}
        />
      )}
    </div>
  );
}
