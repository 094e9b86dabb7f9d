/**
 * The whole flow for one controller: a Cancel button, the current screen, and two live regions that stay
 * mounted across screens (a region that appears with its text is not reliably announced). It renders only
 * what the controller holds, so it renders the same in Node (preact-render-to-string) as in a browser.
 * `start()` renders it again from one signals `effect` whenever a signal it read changes.
 */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { brandVars, cssVars } from '../branding.js';
import type { CaptureFlow as Flow, Screen } from '../flow/controller.js';
import type { Locale } from '../messages.js';
import { CameraProblem } from './camera-problem.js';
import { CaptureStatus } from './capture-status.js';
import { DocumentStep } from './document-step.js';
import { IntroScreen } from './intro-screen.js';
import {
  ApprovedScreen,
  CancelledScreen,
  CheckingScreen,
  DeclinedScreen,
  ErrorScreen,
} from './outcome-screens.js';
import { SelfieStep } from './selfie-step.js';

export interface CaptureFlowProps {
  c: Flow;
  locale: Locale;
}

/** Screens after which there is nothing left to cancel. */
export function isFinal(view: Screen): boolean {
  return view.id === 'approved' || view.id === 'cancelled' || (view.id === 'declined' && !view.canRetry);
}

/**
 * Changes of this key move focus to the new heading. Progress inside a step (sending, the next prompt)
 * keeps it, so focus does not jump while the person follows the challenge.
 */
export function focusKey(view: Screen): string {
  switch (view.id) {
    case 'document':
      return `document:${view.side}:${view.source}:${view.phase === 'rejected' ? 'rejected' : 'live'}`;
    case 'selfie':
      return view.phase === 'ready' ? 'selfie:ready' : 'selfie:running';
    case 'camera':
      return `camera:${view.problem}`;
    case 'error':
      return `error:${view.code}`;
    default:
      return view.id;
  }
}

function ScreenView({ c, view }: { c: Flow; view: Screen }) {
  switch (view.id) {
    case 'loading':
      return <p class="muted">{c.messages.loading}</p>;
    case 'intro':
      return <IntroScreen c={c} />;
    case 'camera':
      return <CameraProblem c={c} view={view} />;
    case 'document':
      return <DocumentStep c={c} view={view} />;
    case 'selfie':
      return <SelfieStep c={c} view={view} />;
    case 'checking':
      return <CheckingScreen c={c} />;
    case 'approved':
      return <ApprovedScreen c={c} />;
    case 'declined':
      return <DeclinedScreen c={c} view={view} />;
    case 'error':
      return <ErrorScreen c={c} view={view} />;
    case 'cancelled':
      return <CancelledScreen c={c} />;
  }
}

export function CaptureFlow({ c, locale }: CaptureFlowProps) {
  const view = c.screen.value;
  const branding = c.attempt.value?.branding;
  const root = useRef<HTMLElement>(null);
  const shown = useRef<string | null>(null);
  const key = focusKey(view);

  useLayoutEffect(() => cssVars(brandVars(branding))(root.current), [branding]);

  useEffect(() => {
    const before = shown.current;
    shown.current = key;
    // Not on the first screens shown without the person doing anything: an embed must not take focus from
    // the host page as it loads.
    if (before === null || before === key || (before === 'loading' && key === 'intro')) return;
    root.current?.querySelector<HTMLElement>('.vc-h')?.focus();
  }, [key]);

  const phase = view.id === 'document' || view.id === 'selfie' ? view.phase : undefined;
  return (
    <section
      ref={root}
      class="vc"
      lang={locale}
      aria-label={c.messages.label}
      data-verity-capture=""
      data-screen={view.id}
      data-phase={phase}
    >
      <div class="top">
        {!isFinal(view) && (
          <button type="button" class="link" data-verity-action="cancel" onClick={c.cancel}>
            {c.messages.cancel}
          </button>
        )}
      </div>
      <ScreenView c={c} view={view} />
      <CaptureStatus state={view.id === 'approved' ? 'done' : 'working'} message={c.status.value} />
      <CaptureStatus state="failed" message={c.alert.value} />
    </section>
  );
}
