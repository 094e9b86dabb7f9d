/** The copy link / copy embed code actions (spec/modules.md §8 texts, §9 embed snippet). */
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { toast } from '../../toasts/toast-store';
import { embedCode } from '../lib/share-rules';

export const LINK_COPIED = 'Link copied to clipboard!';
export const CODE_COPIED = 'Code copied to clipboard!';

export async function copyText(text: string, success: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error('Could not copy to the clipboard; select the text and copy it instead');
  }
}

export const copyLink = (publicUrl: string) => copyText(publicUrl, LINK_COPIED);
export const copyEmbedCode = (publicUrl: string) => copyText(embedCode(publicUrl), CODE_COPIED);

interface CopyButtonProps {
  publicUrl: string;
  variant?: ButtonVariant;
  /** Names the form for screen readers when several rows each have the button. */
  formTitle?: string;
}

export function CopyLinkButton({ publicUrl, variant = 'secondary', formTitle }: CopyButtonProps) {
  return (
    <Button variant={variant} onClick={() => void copyLink(publicUrl)}>
      Copy link
      {formTitle && <span className="sr-only"> of {formTitle}</span>}
    </Button>
  );
}

export function CopyCodeButton({ publicUrl, variant = 'secondary', formTitle }: CopyButtonProps) {
  return (
    <Button variant={variant} onClick={() => void copyEmbedCode(publicUrl)}>
      Copy embed code
      {formTitle && <span className="sr-only"> of {formTitle}</span>}
    </Button>
  );
}
