import { useId, useState } from 'react';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { copyText, downloadText } from '../lib/browser-files';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from '../lib/recovery-codes';

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  email: string | null;
  onContinue(): void;
}

/** The recovery codes, shown once: copy them, download them, then continue. */
export function RecoveryCodesPanel({ codes, email, onContinue }: RecoveryCodesPanelProps) {
  const listId = useId();
  const [status, setStatus] = useState('');
  const text = () => recoveryCodesText(codes, email, new Date());

  const copy = async () => {
    const ok = await copyText(codes.join('\n'));
    setStatus(ok ? 'Recovery codes copied' : '');
    if (!ok) toast.error('Could not copy the codes. Download them or write them down instead.');
  };
  const download = () => {
    downloadText(RECOVERY_CODES_FILE_NAME, text());
    setStatus('Recovery codes downloaded');
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they will not be shown
        again.
      </p>
      <h2 id={listId} className="font-medium text-ink">
        Recovery codes
      </h2>
      <ol
        aria-labelledby={listId}
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-3 font-mono text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
        <span role="status" className="text-muted text-sm">
          {status}
        </span>
      </div>
      <Button block onClick={onContinue}>
        Continue
      </Button>
    </div>
  );
}
