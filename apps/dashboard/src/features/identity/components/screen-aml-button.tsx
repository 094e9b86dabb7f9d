import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { handleError } from '../../../lib/handle-error';
import { useScreenCheck } from '../api';
import { screenButtonLabel } from '../lib/screening';

/** Starts a sanction and PEP screening of the check's person; the server's words come back as a toast. */
export function ScreenAmlButton({ checkId, screened }: { checkId: string; screened: boolean }) {
  const screen = useScreenCheck(checkId);
  const label = screenButtonLabel(screened, screen.isPending);
  return (
    <>
      <Button
        variant={screened ? 'secondary' : 'primary'}
        loading={screen.isPending}
        onClick={() =>
          screen.mutate(undefined, {
            onSuccess: (response) => toast.success(response.message),
            onError: handleError,
          })
        }
      >
        {label}
      </Button>
      <span role="status" className="sr-only">
        {screen.isPending ? label : ''}
      </span>
    </>
  );
}
