import { useMutation } from '@tanstack/react-query';
import { handleError } from '../lib/handle-error';
import { Button } from './ui/button';

/**
 * Opens a record's PDF report in a new tab. The tab is opened on the click, before the signed link arrives,
 * so no pop-up blocker stops it; the server's 'Download link not found' is shown like every other failure,
 * and the empty tab closed.
 */
export function ReportButton({ link }: { link(): Promise<string> }) {
  const open = useMutation({
    mutationFn: async (tab: Window | null) => ({ tab, link: await link() }),
    onSuccess: ({ tab, link: url }) => {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    },
    onError: (error, tab) => {
      tab?.close();
      handleError(error);
    },
  });
  return (
    <Button
      variant="secondary"
      loading={open.isPending}
      onClick={() => open.mutate(window.open('', '_blank'))}
    >
      Download PDF report
    </Button>
  );
}
