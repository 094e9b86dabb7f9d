/**
 * One field on the canvas: a sortable row with its drag handle (pointer, or keyboard: Space to lift, arrows
 * to move, Space to drop), a button that selects it for the settings panel, Duplicate and Delete. A page
 * break shows as the separator between two pages.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TVFormField } from '@verity/client';
import clsx from 'clsx';
import { captureSummary } from '../../lib/capture-format';
import { fieldTypeNames } from './field-labels';

export interface FieldCardProps {
  field: TVFormField;
  /** The page this field starts, for a page break (2 for the first break). */
  pageNumber: number | null;
  selected: boolean;
  /** A palette entry is over this field: where it would go. */
  dropHint: 'before' | 'after' | null;
  onSelect(): void;
  onDuplicate(): void;
  onDelete(): void;
}

export function FieldCard({
  field,
  pageNumber,
  selected,
  dropHint,
  onSelect,
  onDuplicate,
  onDelete,
}: FieldCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: field.id,
    });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const isBreak = field.type === 'page-break';
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-field-id={field.id}
      data-field-type={field.type}
      className={clsx(
        'relative list-none',
        isDragging && 'z-10 opacity-80',
        dropHint === 'before' &&
          'before:absolute before:-top-1.5 before:right-0 before:left-0 before:h-1 before:rounded before:bg-brand-500',
        dropHint === 'after' &&
          'after:absolute after:right-0 after:-bottom-1.5 after:left-0 after:h-1 after:rounded after:bg-brand-500',
      )}
    >
      <div
        className={clsx(
          'flex items-stretch gap-1 rounded-md border bg-white',
          isBreak && 'border-dashed bg-slate-50',
          selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200',
        )}
      >
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="cursor-grab touch-none rounded-l-md px-2 text-muted hover:bg-slate-100"
          aria-label={`Move ${field.label}`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
        <button
          type="button"
          aria-pressed={selected}
          className="flex min-w-0 flex-1 flex-col items-start gap-0.5 py-2 text-left"
          onClick={onSelect}
        >
          {isBreak ? (
            <span className="font-medium text-ink">
              Page {pageNumber}
              {field.pageBreak?.title ? `: ${field.pageBreak.title}` : ''}
              <span className="sr-only"> (page break {field.label})</span>
            </span>
          ) : (
            <span className="font-medium text-ink">
              {field.label}
              {field.required && (
                <>
                  <span className="text-red-700" aria-hidden="true">
                    {' '}
                    *
                  </span>
                  <span className="sr-only"> (required)</span>
                </>
              )}
            </span>
          )}
          <span className="text-muted text-xs">{describe(field)}</span>
        </button>
        <div className="flex items-center gap-1 pr-2">
          <button
            type="button"
            className="rounded px-2 py-1 text-brand-700 text-sm hover:bg-brand-50"
            aria-label={`Duplicate ${field.label}`}
            onClick={onDuplicate}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="rounded px-2 py-1 text-red-700 text-sm hover:bg-red-50"
            aria-label={`Delete ${field.label}`}
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}

function describe(field: TVFormField): string {
  const type = fieldTypeNames[field.type];
  // An identity capture is a verification field with no country or identity type: it says what it captures.
  if (field.type === 'identity-capture')
    return field.capture ? `${type}: ${captureSummary(field.capture)}` : type;
  switch (field.__type) {
    case 'choice':
      return `${type}: ${field.options.join(', ')}`;
    case 'verification':
      return `${type}: ${(field.verificationType ?? '').toUpperCase()} (${(field.country ?? '').toUpperCase()})${field.performVerification ? '' : ', not verified'}`;
    case 'page-break':
      return `Page break: ${field.pageBreak?.secondaryAction ?? 'Back'} / ${field.pageBreak?.primaryAction ?? 'Next'}`;
    default:
      return field.placeholder ? `${type}: ${field.placeholder}` : type;
  }
}
