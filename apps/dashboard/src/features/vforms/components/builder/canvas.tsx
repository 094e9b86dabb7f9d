/**
 * The canvas: the form's fields in order, page breaks shown as the separators between pages. Fields
 * reorder by drag (pointer or keyboard); palette entries drop between them or on the end zone.
 */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import clsx from 'clsx';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { newFieldId, orderedFields } from '../../lib/builder/builder-state';
import { CANVAS_END_ID, CANVAS_ID } from '../../lib/builder/drag-ids';
import { useBuilder, useBuilderActions } from './builder-context';
import { usePaletteDrop } from './builder-dnd';
import { FieldCard } from './field-card';

export function Canvas({ onSelect }: { onSelect(id: string): void }) {
  const state = useBuilder((store) => store.state);
  const { run } = useBuilderActions();
  const drop = usePaletteDrop();
  const [deleting, setDeleting] = useState<string | null>(null);
  // Always enabled, so their places are measured when a drag starts; fields being sorted never meet them
  // (builder-dnd.tsx leaves them out of a field's collisions).
  const canvas = useDroppable({ id: CANVAS_ID });
  const end = useDroppable({ id: CANVAS_END_ID });
  const fields = orderedFields(state);
  const hasBreaks = fields.some((field) => field.type === 'page-break');
  const deletingField = deleting ? state.fields[deleting] : undefined;
  let page = 1;

  return (
    <div
      ref={canvas.setNodeRef}
      className={clsx(
        'flex min-h-96 flex-col gap-3 rounded-lg border bg-white p-4',
        drop.active ? 'border-brand-500 border-dashed' : 'border-slate-200',
      )}
    >
      <div
        className="border-slate-100 border-b pb-3"
        style={{ backgroundColor: state.settings.backgroundColor }}
      >
        <p className="font-semibold text-xl" style={{ color: state.settings.titleColor }}>
          {state.settings.title}
        </p>
        {state.settings.description && <p className="text-muted text-sm">{state.settings.description}</p>}
      </div>
      {hasBreaks && <p className="font-semibold text-muted text-xs uppercase tracking-wide">Page 1</p>}
      <SortableContext items={state.order as string[]} strategy={verticalListSortingStrategy}>
        <ol aria-label="Form fields" data-over-id={drop.overId ?? undefined} className="flex flex-col gap-2">
          {fields.map((field) => {
            if (field.type === 'page-break') page += 1;
            return (
              <FieldCard
                key={field.id}
                field={field}
                pageNumber={field.type === 'page-break' ? page : null}
                selected={state.selectedId === field.id}
                dropHint={drop.active && drop.overId === field.id ? (drop.below ? 'after' : 'before') : null}
                onSelect={() => onSelect(field.id)}
                onDuplicate={() =>
                  run({ name: 'duplicateField', args: { id: field.id, newId: newFieldId() } })
                }
                onDelete={() => setDeleting(field.id)}
              />
            );
          })}
        </ol>
      </SortableContext>
      <div
        ref={end.setNodeRef}
        data-testid="canvas-drop-zone"
        className={clsx(
          'flex min-h-20 items-center justify-center rounded-md border-2 border-dashed text-muted text-sm',
          drop.active && drop.overId === CANVAS_END_ID ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
        )}
      >
        {fields.length === 0
          ? 'Drop a field here to start your form'
          : 'Drop a field here to add it at the end'}
      </div>
      {deletingField && (
        <Modal open title="Delete this field?" onClose={() => setDeleting(null)}>
          <div className="flex flex-col gap-4">
            <p>
              <strong>{deletingField.label}</strong> will be removed from the form. You can undo this.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  run({ name: 'removeField', args: { id: deletingField.id } });
                  setDeleting(null);
                }}
              >
                Delete field
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
