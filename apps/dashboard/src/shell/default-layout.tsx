/**
 * The signed-in shell (the default layout): header, sidebar, banners, the page in a scrolling area of the
 * viewport minus the 4.5rem header, the idle overlay and the billing dialog. The 'business' and
 * 'organization' layouts are this shell with the scoped sidebar instead of the main one.
 */
import { ApiError } from '@verity/client';
import type { ReactNode } from 'react';
import { describeError } from '../components/errors/describe-error';
import { ErrorPage } from '../components/errors/error-page';
import { errorPageTexts } from '../components/errors/error-page-content';
import { Spinner } from '../components/ui/spinner';
import { useAuthStore } from '../session/auth-store';
import { IdleOverlay } from '../session/idle/idle-overlay';
import { useSessionCheck } from '../session/use-session-check';
import { ActivationBanner } from './components/activation-banner';
import { BillingStepsDialog } from './components/billing-steps-dialog';
import { Header } from './components/header';
import { MainSidebar } from './components/main-sidebar';
import { SandboxBanner } from './components/sandbox-banner';
import { ScopedSidebar } from './components/scoped-sidebar';
import { SmallScreenSearch } from './components/small-screen-search';
import type { SidebarScope } from './scoped-navigation';
import { useBusinessProfile } from './use-business-profile';

/** The layouts this shell serves: 'default' has the main sidebar, the others their scope's sidebar. */
export type ShellLayout = 'default' | SidebarScope;

export default function DefaultLayout({
  layout = 'default',
  children,
}: {
  layout?: ShellLayout;
  children: ReactNode;
}) {
  useSessionCheck();
  const business = useBusinessProfile();
  const timeoutMinutes = useAuthStore((s) => s.user?.settings.sessionTimeoutInMinutes);

  if (!business.data && business.isError) {
    // A failed background refetch keeps the profile already shown; only a first load ends here.
    // The error page shows the error, or 'Could not connect to server' when there was no answer.
    const props =
      business.error instanceof ApiError
        ? describeError(business.error)
        : { status: 0, message: errorPageTexts.couldNotConnect };
    return (
      <main className="min-h-screen">
        <ErrorPage {...props} />
      </main>
    );
  }
  if (!business.data)
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading your workspace" />
      </div>
    );

  return (
    <div className="flex h-screen flex-col overflow-hidden">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <div className="flex min-h-0 flex-1">
        {layout === 'default' ? <MainSidebar business={business.data} /> : <ScopedSidebar scope={layout} />}
        <main
          id="main-content"
          tabIndex={-1}
          className="h-[calc(100vh-4.5rem)] min-w-0 flex-1 overflow-y-auto"
        >
          <SandboxBanner />
          <ActivationBanner business={business.data} />
          <SmallScreenSearch />
          <div className="p-4 md:p-6">{children}</div>
        </main>
      </div>
      {/* Keyed by the setting: changing the timeout restarts tracking from scratch. */}
      <IdleOverlay key={String(timeoutMinutes)} timeoutMinutes={timeoutMinutes} />
      <BillingStepsDialog business={business.data} />
    </div>
  );
}
