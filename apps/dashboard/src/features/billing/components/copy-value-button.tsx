import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';

/** Copies what a person must type elsewhere (an account number, a reference), naming it for screen readers. */
export function CopyValueButton({ value, name }: { value: string; name: string }) {
  return (
    <Button
      variant="ghost"
      className="px-2 py-1 text-sm"
      onClick={() => void copyText(value, `${name} copied`)}
    >
      Copy<span className="sr-only"> {name.toLowerCase()}</span>
    </Button>
  );
}
