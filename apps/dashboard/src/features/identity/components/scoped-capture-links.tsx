import type { HistoryScope } from '@verity/client';
import { TextLink } from '../../../components/ui/text-link';
import { scopedPath } from '../../../lib/history-scope';
import { captureScreens } from './verify-menu';

/**
 * Beneath a business or an organization, where its document captures and liveness checks are; at the
 * business's own scope the Verify menu has them.
 */
export function ScopedCaptureLinks({ scope }: { scope: HistoryScope }) {
  return (
    <nav aria-label="Captures" className="flex flex-wrap gap-4 text-sm">
      {captureScreens.map((screen) => (
        <TextLink key={screen.href} href={scopedPath(scope, screen.href)}>
          {screen.label}
        </TextLink>
      ))}
    </nav>
  );
}
