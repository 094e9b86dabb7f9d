/**
 * The share modal: the public link and embed code to copy, and the link sent by email to typed addresses or
 * to the addresses of a CSV file. Width 5/12 on wider screens. Everything typed or chosen is cleared on close
 * and after a successful send. An unpublished form has no working link, so the modal explains that and offers
 * to publish it first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@verity/client';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailChipsField } from '../../../components/email-chips-field';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { api } from '../../../lib/api-client';
import { addTypedEmail } from '../../../lib/email-chips';
import { handleError } from '../../../lib/handle-error';
import {
  canSend,
  checkShareCsv,
  describeInvalidRows,
  type InvalidRow,
  invalidRowsOf,
  SHARE_CSV_MAX_KB,
  type ShareForm,
  type ShareSend,
  shareSchema,
} from '../lib/share-rules';
import { CopyCodeButton, CopyLinkButton } from './copy-actions';
import { PublishDialog } from './publish-dialog';
import { useStableCallback } from './use-stable-callback';

export interface ShareModalProps {
  template: { id: string; title: string; publicUrl: string; status: string };
  open: boolean;
  onClose(): void;
}

const blank: ShareForm = { emails: { emails: [], input: '' }, note: '', file: null };

interface SendResult {
  message: string;
  invalid: InvalidRow[];
}

export function ShareModal({ template, open, onClose }: ShareModalProps) {
  const form = useForm<ShareForm, unknown, ShareSend>({
    resolver: zodResolver(shareSchema),
    defaultValues: blank,
  });
  const chips = form.watch('emails');
  const file = form.watch('file');
  const { errors } = form.formState;
  // Checked when chosen (checkShareCsv), like a chip when it is typed: the input is cleared when refused.
  const [fileError, setFileError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<InvalidRow[]>([]);
  const [publishing, setPublishing] = useState(false);
  const [publishedHere, setPublishedHere] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const fileId = useId();
  const fileErrorId = `${fileId}-error`;
  const published = publishedHere || template.status === 'published';

  const clear = () => {
    form.reset(blank);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const finish = () => {
    clear();
    setSkipped([]);
    setPublishedHere(false);
    setPublishing(false);
    onClose();
  };
  // Not while a send is in flight; after it (onSuccess runs while the mutation still reads pending) finish().
  const close = useStableCallback(() => {
    if (!send.isPending) finish();
  });

  const send = useMutation({
    mutationFn: async ({ emails, customNote, file }: ShareSend): Promise<SendResult> => {
      const results: SendResult[] = [];
      if (emails.length > 0) {
        const response = await api.vforms.shareByEmail(template.id, { to: [...emails], ...customNote });
        results.push({ message: response.message, invalid: response.data.invalid });
      }
      if (file) {
        const upload = await api.media.uploadDocuments([{ blob: file, name: file.name }]);
        const csvLink = upload.data.items[0]?.cachedLocation;
        if (!csvLink) throw new Error('The CSV file could not be uploaded; try again');
        const response = await api.vforms.shareByCsv(template.id, { csvLink, ...customNote });
        results.push({ message: response.message, invalid: response.data.invalid });
      }
      return {
        message: results.at(-1)?.message ?? '',
        invalid: results.flatMap((result) => result.invalid),
      };
    },
    onSuccess: ({ message, invalid }) => {
      toast.success(message);
      clear();
      setSkipped(invalid);
      // Everything went: done. Some addresses were skipped: stay open and say which.
      if (invalid.length === 0) finish();
    },
    onError: (error) => {
      // A CSV with no valid address at all: the server says which rows and why.
      if (error instanceof ApiError) setSkipped(invalidRowsOf(error.data));
      handleError(error);
    },
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setSkipped([]);
    if (!chosen) {
      form.setValue('file', null);
      setFileError(null);
      return;
    }
    const problem = checkShareCsv(chosen);
    setFileError(problem);
    form.setValue('file', problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const sendable = canSend({
    emails: chips.input.trim() ? [...chips.emails, chips.input] : chips.emails,
    file,
    loading: send.isPending,
  });

  // An address still in the input goes too, once it passes the same rules as a chip (lib/share-rules.ts):
  // it becomes a chip as the send starts; refused, the warning shows under the field and as a toast.
  const submit = form.handleSubmit(
    (body) => {
      if (!sendable) return;
      form.setValue('emails', { emails: body.emails, input: '' });
      setSkipped([]);
      send.mutate(body);
    },
    (invalid) => {
      if (!invalid.emails?.message) return;
      // As a chip would: an invalid address stays typed to be fixed, a duplicate goes.
      const next = addTypedEmail(form.getValues('emails'));
      form.setValue('emails', { emails: next.emails, input: next.input });
      toast.warning(invalid.emails.message);
    },
  );

  if (publishing)
    return (
      <PublishDialog
        template={template}
        open={open}
        onClose={() => setPublishing(false)}
        onDone={() => setPublishedHere(true)}
      />
    );

  return (
    <Modal open={open} onClose={close} title={`Share ${template.title}`} className="md:w-5/12 md:max-w-none">
      {!published ? (
        <div className="flex flex-col gap-4">
          <p>
            This form is not published, so its link does not open for anyone yet. Publish it first, then share
            the link, the embed code or an email invitation.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => setPublishing(true)}>Publish form</Button>
          </div>
        </div>
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <section aria-labelledby={`${fileId}-link`} className="flex flex-col gap-2">
            <h3 id={`${fileId}-link`} className="font-semibold">
              Public link
            </h3>
            <p className="break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-sm">
              {template.publicUrl}
            </p>
            <div className="flex flex-wrap gap-2">
              <CopyLinkButton publicUrl={template.publicUrl} />
              <CopyCodeButton publicUrl={template.publicUrl} />
            </div>
          </section>

          <section aria-labelledby={`${fileId}-invite`} className="flex flex-col gap-3">
            <h3 id={`${fileId}-invite`} className="font-semibold">
              Invite by email
            </h3>
            <EmailChipsField
              state={chips}
              warning={errors.emails?.message ?? null}
              disabled={send.isPending}
              onChange={(next, warning) => {
                form.setValue('emails', next);
                if (warning) form.setError('emails', { type: 'chip', message: warning });
                else form.clearErrors('emails');
              }}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={fileId} className="font-medium text-ink">
                Or upload a CSV file
              </label>
              <input
                ref={fileInput}
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                disabled={send.isPending}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? fileErrorId : `${fileId}-hint`}
                onChange={onFile}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium"
              />
              {fileError ? (
                <p id={fileErrorId} role="alert" className="text-red-600 text-xs">
                  {fileError}
                </p>
              ) : (
                <p id={`${fileId}-hint`} className="text-muted text-xs">
                  One address per row, under an 'email' header or in the first column. .csv only, up to{' '}
                  {SHARE_CSV_MAX_KB / 1024} MB.
                </p>
              )}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={noteId} className="font-medium text-ink">
                Note (optional)
              </label>
              <textarea
                id={noteId}
                rows={3}
                maxLength={1000}
                disabled={send.isPending}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? `${noteId}-error` : undefined}
                {...form.register('note')}
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
              />
              {errors.note && (
                <p id={`${noteId}-error`} className="text-red-600 text-xs">
                  {errors.note.message}
                </p>
              )}
            </div>
          </section>

          {skipped.length > 0 && (
            <Alert tone="warning">
              <p className="font-medium">
                {skipped.length === 1
                  ? 'This row was skipped:'
                  : `These ${skipped.length} rows were skipped:`}
              </p>
              <ul className="list-disc pl-5">
                {describeInvalidRows(skipped).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Alert>
          )}

          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={send.isPending}>
              Close
            </Button>
            <Button type="submit" loading={send.isPending} disabled={!sendable}>
              Send
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
