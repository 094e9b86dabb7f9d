/**
 * The add-fields panel: the field templates (GET /v-forms/fields) by group. Each entry can be dragged onto
 * the canvas (pointer or keyboard) or added at the end with its Add button.
 */
import { useDraggable } from '@dnd-kit/core';
import type { TVFormFieldTemplate } from '@verity/client';
import clsx from 'clsx';
import { QueryError } from '../../../../components/query-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useQueryFailure } from '../../../../lib/use-query-failure';
import { useFieldTemplates } from '../../api/builder-api';
import { paletteDragId } from '../../lib/builder/drag-ids';

export interface PaletteProps {
  onAdd(entry: TVFormFieldTemplate): void;
}

export function Palette({ onAdd }: PaletteProps) {
  const templates = useFieldTemplates();
  const failure = useQueryFailure(templates.error);
  if (templates.isError)
    return (
      <QueryError
        message={failure ?? 'The fields could not be loaded.'}
        onRetry={() => void templates.refetch()}
      />
    );
  if (!templates.data) return <Spinner label="Loading the fields" />;

  const groups = new Map<string, TVFormFieldTemplate[]>();
  for (const entry of templates.data) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted text-sm">
        Drag a field onto the form, or press its Add button to add it at the end.
      </p>
      {[...groups].map(([group, entries]) => (
        <section key={group} aria-labelledby={`palette-${group}`}>
          <h3
            id={`palette-${group}`}
            className="mb-2 font-semibold text-muted text-xs uppercase tracking-wide"
          >
            {group}
          </h3>
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <PaletteItem key={entry.type} entry={entry} onAdd={onAdd} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function PaletteItem({
  entry,
  onAdd,
}: {
  entry: TVFormFieldTemplate;
  onAdd(entry: TVFormFieldTemplate): void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteDragId(entry.type),
    data: { entry },
  });
  return (
    <li
      data-palette-type={entry.type}
      className={clsx(
        'flex items-center gap-2 rounded-md border border-slate-200 bg-white p-2',
        isDragging && 'opacity-50',
      )}
    >
      <button
        ref={setNodeRef}
        type="button"
        className="flex min-w-0 flex-1 cursor-grab flex-col items-start rounded px-1 text-left hover:bg-slate-50"
        aria-label={`Drag ${entry.label} onto the form`}
        title={entry.description}
        {...attributes}
        {...listeners}
      >
        <span className="font-medium text-ink text-sm">{entry.label}</span>
        <span className="truncate text-muted text-xs">{entry.description}</span>
      </button>
      <button
        type="button"
        className="rounded px-2 py-1 font-medium text-brand-700 text-sm hover:bg-brand-50"
        aria-label={`Add ${entry.label}`}
        onClick={() => onAdd(entry)}
      >
        Add
      </button>
    </li>
  );
}
