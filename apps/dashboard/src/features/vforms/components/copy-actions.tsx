/** The copy link / copy embed code actions, with their success texts; the code is the iframe snippet. */
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';
import { embedCode } from '../lib/share-rules';

export const LINK_COPIED = 'Link copied to clipboard!';
export const CODE_COPIED = 'Code copied to clipboard!';

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
