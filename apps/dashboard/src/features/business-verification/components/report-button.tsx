import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';

/**
 * Opens the check's PDF report in a new tab (spec/modules.md §7). The tab is opened on the click, before
 * the link arrives, so no pop-up blocker stops it; the server's 'Download link not found' is shown as
 * any failure is, and the empty tab closed.
 */
export function ReportButton({ checkId }: { checkId: string }) {
  const open = useMutation({
    mutationFn: async (tab: Window | null) => ({
      tab,
      link: (await api.company.reportLink(checkId)).data.link,
    }),
    onSuccess: ({ tab, link }) => {
      if (tab) {
        tab.opener = null;
        tab.location.href = link;
      } else window.location.assign(link);
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
