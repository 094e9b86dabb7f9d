/**
 * The delete confirmation: a form with responses is archived instead of deleted, and the dialog says so
 * before the user confirms. On success the form-deleted event is emitted and awaited, the server's message is
 * shown, then it closes; a failure goes to the error handler and it stays open.
 */
import { useMutation } from '@tanstack/react-query';
import type { TVFormTemplate } from '@verity/client';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { entriesLabel } from '../lib/form-lists';
import { emitVFormEvent } from '../lib/vform-events';
import { useStableCallback } from './use-stable-callback';

export interface DeleteDialogProps {
  template: { id: string; title: string; entries: number };
  open: boolean;
  onClose(): void;
  onDone?(result: TVFormTemplate): void;
}

export function DeleteDialog({ template, open, onClose, onDone }: DeleteDialogProps) {
  const archives = template.entries > 0;
  const remove = useMutation({
    mutationFn: async () => {
      const response = await api.vforms.deleteTemplate(template.id);
      await emitVFormEvent('form-deleted', response.data);
      return response;
    },
    onSuccess: (response) => {
      toast.success(response.message);
      onDone?.(response.data);
      onClose();
    },
    onError: handleError,
  });
  const close = useStableCallback(() => {
    if (!remove.isPending) onClose();
  });

  return (
    <Modal open={open} onClose={close} title="Delete this form?">
      <div className="flex flex-col gap-4">
        {archives ? (
          <p>
            <strong>{template.title}</strong> has {entriesLabel(template.entries).toLowerCase()}, so it will
            be archived instead of deleted: it stops taking responses, its responses are kept, and you can
            find it under Archived.
          </p>
        ) : (
          <p>
            <strong>{template.title}</strong> has no responses, so it will be deleted for good, with its
            fields. This cannot be undone.
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
            {archives ? 'Archive form' : 'Delete form'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
