/**
 * The publish / unpublish confirmation: on confirm the call is made, the publish-status-changed event is
 * emitted and awaited, the server's message is shown, then it closes. A failure goes to the error handler and
 * the dialog stays open.
 */
import { useMutation } from '@tanstack/react-query';
import type { TVFormTemplate } from '@verity/client';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { emitVFormEvent } from '../lib/vform-events';
import { useStableCallback } from './use-stable-callback';

export interface PublishDialogProps {
  template: { id: string; title: string; status: string };
  open: boolean;
  onClose(): void;
  onDone?(template: TVFormTemplate): void;
}

export function PublishDialog({ template, open, onClose, onDone }: PublishDialogProps) {
  const publishing = template.status !== 'published';
  const change = useMutation({
    mutationFn: async () => {
      const response = publishing
        ? await api.vforms.publish(template.id)
        : await api.vforms.unpublish(template.id);
      await emitVFormEvent('publish-status-changed', response.data);
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
    if (!change.isPending) onClose();
  });

  return (
    <Modal open={open} onClose={close} title={publishing ? 'Publish this form?' : 'Unpublish this form?'}>
      <div className="flex flex-col gap-4">
        <p>
          {publishing ? (
            <>
              Publishing <strong>{template.title}</strong> opens its public link and embed code: anyone with
              the link can fill it in.
            </>
          ) : (
            <>
              Unpublishing <strong>{template.title}</strong> closes it: its link stops taking responses until
              you publish it again. Responses already in are kept.
            </>
          )}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            variant={publishing ? 'primary' : 'danger'}
            loading={change.isPending}
            onClick={() => change.mutate()}
          >
            {publishing ? 'Publish' : 'Unpublish'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
