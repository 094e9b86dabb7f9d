import { useId, useState } from 'react';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { copyText } from '../lib/browser-files';
import { keyGroups } from '../lib/recovery-codes';

/** The TOTP secret for people who cannot scan: grouped in fours, with a copy button. */
export function ManualKey({ secret }: { secret: string }) {
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(secret);
    setCopied(ok);
    if (!ok) toast.error('Could not copy the key. Select it and copy it yourself.');
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-medium text-ink">
        Enter the key manually
      </h2>
      <p className="text-muted text-sm">If you cannot scan the QR code, type this key into your app.</p>
      <code className="block break-words rounded-md bg-slate-100 px-3 py-2 font-mono text-base text-ink tracking-wider">
        {keyGroups(secret).join(' ')}
      </code>
      <div className="flex items-center gap-3">
        <Button variant="secondary" onClick={copy}>
          Copy key
        </Button>
        <span role="status" className="text-muted text-sm">
          {copied ? 'Key copied' : ''}
        </span>
      </div>
    </section>
  );
}
