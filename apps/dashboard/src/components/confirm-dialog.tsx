import type { ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button, type ButtonVariant } from './ui/button';
import { Modal } from './ui/modal';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  /** The close button's words, which must not read like the action (e.g. 'Go back'). */
  dismiss?: string;
  variant?: ButtonVariant;
  pending: boolean;
  /** What the server (or the switch to live) answered instead: stays in the dialog, a toast fades. */
  failure?: ReactNode;
  /** Said while a step before the action runs (switching to live). */
  progress?: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** A yes-or-no question about a subscription change, with what it does and when. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  dismiss = 'Go back',
  variant = 'primary',
  pending,
  failure,
  progress,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open title={title} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>{text}</p>
        {progress && <p role="status">{progress}</p>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {dismiss}
          </Button>
          <Button variant={variant} loading={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
