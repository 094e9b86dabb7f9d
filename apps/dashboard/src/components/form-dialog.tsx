import type { ReactNode } from 'react';
import type { FormSubmit } from '../lib/form-submit';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Modal } from './ui/modal';

export interface FormDialogProps {
  title: string;
  /** The submit button's words. */
  action: string;
  pending: boolean;
  /** The server's refusal, or anything else the fields cannot say. */
  failure: string | null;
  /** react-hook-form's `handleSubmit(onValid)`: the fields are checked by the form's zod schema first. */
  onSubmit: FormSubmit;
  onClose(): void;
  children: ReactNode;
}

/**
 * A dialog that is one small form: its fields, the server's refusal when there is one, Cancel and the action.
 * The form itself is the caller's react-hook-form (billing's useDialogForm, say); this is only its frame.
 */
export function FormDialog({
  title,
  action,
  pending,
  failure,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Modal open title={title} onClose={onClose}>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {children}
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
