import { zodResolver } from '@hookform/resolvers/zod';
import { type TTwoFactorCodeRequest, ZTwoFactorCodeRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
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

/**
 * Asks for an authenticator or recovery code before a sensitive 2FA change, checked by the calls' own schema
 * (ZTwoFactorCodeRequest: trimmed, required); the server's refusal comes back as `error`.
 */
export function CodePromptDialog({
  open,
  title,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: CodePromptDialogProps) {
  const form = useForm<TTwoFactorCodeRequest>({
    resolver: zodResolver(ZTwoFactorCodeRequest),
    defaultValues: { code: '' },
  });
  const code = form.watch('code');
  const submit = form.handleSubmit((body) => onConfirm(body.code));
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal open={open} title={title} onClose={close}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Authentication or recovery code"
          autoComplete="one-time-code"
          error={form.formState.errors.code?.message ?? error ?? undefined}
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          {...form.register('code')}
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
