import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextLink } from '../../components/ui/text-link';
import { logOut, logOutTimedOut } from '../sign-out';
import { useCountdown } from './use-countdown';
import { useIdleTracking } from './use-idle-tracking';

/** The warning lasts 60 seconds. */
export const IDLE_WARNING_SECONDS = 60;

/** Tracks idleness for the signed-in shell and shows the warning once idle. */
export function IdleOverlay({ timeoutMinutes }: { timeoutMinutes: number | undefined }) {
  const { idleAt, retrieve } = useIdleTracking(timeoutMinutes);
  return idleAt === null ? null : <IdleWarning idleAt={idleAt} onRetrieve={retrieve} />;
}

function IdleWarning({ idleAt, onRetrieve }: { idleAt: number; onRetrieve(): void }) {
  const [location] = useLocation();
  const onEnd = useCallback(() => logOutTimedOut(location), [location]);
  // The warning's minute runs from when the session went idle: after a sleep longer than the timeout
  // plus the warning, the countdown is already over and the session ends without a chance to retrieve it.
  const seconds = useCountdown(IDLE_WARNING_SECONDS, onEnd, idleAt);

  return (
    // Escape or a click outside shows the user is back: the same as Retrieve Session.
    <Modal open title="Logging you out in..." onClose={onRetrieve}>
      <p className="text-center" aria-live="polite" aria-atomic="true">
        <span className="block font-bold text-5xl text-brand-700 tabular-nums">{seconds}</span>
        <span className="text-muted">seconds</span>
      </p>
      <p className="mt-4 text-muted">
        You have been inactive for a while. For your security you will be logged out unless you retrieve your
        session.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        <TextLink href="/settings/account" onClick={onRetrieve} className="mr-auto">
          Change settings
        </TextLink>
        <Button variant="secondary" onClick={() => void logOut()}>
          Logout
        </Button>
        <Button onClick={onRetrieve}>Retrieve Session</Button>
      </div>
    </Modal>
  );
}
