import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';

/** New recovery codes, shown once, to copy or download (a local file: nothing leaves the browser). */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.success('Recovery codes copied to clipboard');
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'verity-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="mb-2 font-medium">
        Your new recovery codes. Each works once; the old ones no longer work.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download codes
        </Button>
      </div>
    </div>
  );
}
