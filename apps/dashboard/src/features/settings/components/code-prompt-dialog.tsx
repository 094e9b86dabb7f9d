import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';

export interface CodePromptDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm(code: string): void;
  onClose(): void;
}

/** Asks for an authenticator or recovery code before a sensitive 2FA change. */
export function CodePromptDialog({
  open,
  title,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: CodePromptDialogProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(code.trim());
  };
  const close = () => {
    setCode('');
    onClose();
  };
  return (
    <Modal open={open} title={title} onClose={close}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Authentication or recovery code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error ?? undefined}
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={code.trim() === ''}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
