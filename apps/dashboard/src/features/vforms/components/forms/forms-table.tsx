import type { HistoryScope, TVFormTemplateSummary } from '@verity/client';
import { Link } from 'wouter';
import { textLinkClass } from '../../../../components/ui/text-link';
import { formatDate } from '../../../../lib/format';
import { entriesLabel } from '../../lib/form-lists';
import { responsesPath } from '../../lib/response-paths';
import { copyEmbedCode, copyLink } from '../copy-actions';
import { FormStatusBadge } from './form-status-badge';
import { type RowAction, RowActionsMenu } from './row-actions-menu';

export type FormDialog = 'share' | 'publish' | 'delete';

export type FormsTableProps = {
  forms: readonly TVFormTemplateSummary[];
  caption: string;
  loading: boolean;
} & (
  | { scope?: undefined; onDialog(dialog: FormDialog, form: TVFormTemplateSummary): void }
  /**
   * Another business's forms (platform admin) or an organization's: read only, each title opening the
   * form's responses beneath the scope.
   */
  | { scope: Exclude<HistoryScope, { kind: 'business' }>; onDialog?: undefined }
);

const ownColumns = ['Title', 'Status', 'Responses', 'Fields', 'Updated', 'Actions'] as const;
const scopedColumns = ['Title', 'Status', 'Responses', 'Fields', 'Updated'] as const;
const skeletonRows = ['s1', 's2', 's3', 's4'] as const;

export function FormsTable({ forms, caption, loading, scope, onDialog }: FormsTableProps) {
  const columns = scope ? scopedColumns : ownColumns;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-busy={loading || undefined} className="w-full min-w-[48rem] text-left">
        <caption className="sr-only">
          {caption}
          {loading ? ' (loading)' : ''}
        </caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-muted text-xs uppercase tracking-wide">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading && forms.length === 0
            ? skeletonRows.map((row) => <SkeletonRow key={row} columns={columns} />)
            : forms.map((form) =>
                scope ? (
                  <ScopedFormRow key={form.id} form={form} scope={scope} />
                ) : (
                  <FormRow key={form.id} form={form} onDialog={onDialog} />
                ),
              )}
        </tbody>
      </table>
    </div>
  );
}

function FormRow({
  form,
  onDialog,
}: {
  form: TVFormTemplateSummary;
  onDialog(dialog: FormDialog, form: TVFormTemplateSummary): void;
}) {
  const archived = form.status === 'archived';
  const actions: RowAction[] = archived
    ? []
    : [
        { label: 'Copy link', onSelect: () => void copyLink(form.publicUrl) },
        { label: 'Copy embed code', onSelect: () => void copyEmbedCode(form.publicUrl) },
        { label: 'Share', onSelect: () => onDialog('share', form) },
        {
          label: form.status === 'published' ? 'Unpublish' : 'Publish',
          onSelect: () => onDialog('publish', form),
        },
        { label: 'Delete', tone: 'danger', onSelect: () => onDialog('delete', form) },
      ];
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-3 py-2">
        <div className="flex items-center gap-3">
          <FormThumbnail src={form.previewImage} />
          <div>
            <Link href={`/v-forms/${form.id}`} className="font-medium hover:underline">
              {form.title}
            </Link>
            {form.description && (
              <p className="line-clamp-1 max-w-md text-muted text-xs">{form.description}</p>
            )}
          </div>
        </div>
      </td>
      <td className="px-3 py-2">
        <FormStatusBadge status={form.status} />
      </td>
      <td className="px-3 py-2 tabular-nums">
        <Link href={`/v-forms/${form.id}/reports`} className={textLinkClass}>
          {entriesLabel(form.entries)}
          <span className="sr-only"> to {form.title}</span>
        </Link>
      </td>
      <td className="px-3 py-2 tabular-nums">{form.fieldCount}</td>
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={form.updatedAt}>{formatDate(form.updatedAt)}</time>
      </td>
      <td className="px-3 py-2">
        <span className="flex items-center gap-2">
          {!archived && (
            <Link href={`/v-forms/${form.id}/edit`} className={textLinkClass}>
              Edit<span className="sr-only"> {form.title}</span>
            </Link>
          )}
          {actions.length > 0 && (
            <RowActionsMenu
              label={
                <>
                  Actions<span className="sr-only"> for {form.title}</span>
                </>
              }
              actions={actions}
            />
          )}
        </span>
      </td>
    </tr>
  );
}

function ScopedFormRow({ form, scope }: { form: TVFormTemplateSummary; scope: HistoryScope }) {
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-3 py-2">
        <Link href={responsesPath(form.id, 'form', scope)} className="font-medium hover:underline">
          {form.title}
          <span className="sr-only">: show its responses</span>
        </Link>
        {form.description && <p className="line-clamp-1 max-w-md text-muted text-xs">{form.description}</p>}
      </td>
      <td className="px-3 py-2">
        <FormStatusBadge status={form.status} />
      </td>
      <td className="px-3 py-2 tabular-nums">{entriesLabel(form.entries)}</td>
      <td className="px-3 py-2 tabular-nums">{form.fieldCount}</td>
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={form.updatedAt}>{formatDate(form.updatedAt)}</time>
      </td>
    </tr>
  );
}

function SkeletonRow({ columns }: { columns: readonly string[] }) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column} className="px-3 py-3">
          <span aria-hidden="true" className="block h-3 w-full max-w-24 animate-pulse rounded bg-slate-200" />
        </td>
      ))}
    </tr>
  );
}

/** The form's preview image (set in the builder), or a blank tile of the same size so rows line up. */
function FormThumbnail({ src }: { src: string | null }) {
  if (!src)
    return (
      <span aria-hidden="true" className="h-9 w-12 shrink-0 rounded border border-slate-200 bg-slate-100" />
    );
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={36}
      loading="lazy"
      data-testid="form-thumbnail"
      className="h-9 w-12 shrink-0 rounded border border-slate-200 object-cover"
    />
  );
}
