import type { FormEvent, ReactNode } from 'react';
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
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/** A dialog that is one small form: its fields, the server's refusal when there is one, Cancel and the action. */
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
