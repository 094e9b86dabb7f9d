/** The screening's pages: the lists and a result at the scope the route names; the rest the business's own. */
import type { HistoryScope } from '@verity/client';
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { businessScope } from '../../../lib/history-scope';
import { AmlCheckScreen } from '../components/aml-check';
import { AmlHistoryScreen } from '../components/aml-history';
import { AmlDetail } from '../components/aml-result';
import { WatchlistScreen } from '../components/watchlist';
import { isCheckKind } from '../lib/aml-forms';

type Params = { businessId?: string; organizationId?: string; amlId?: string; kind?: string };

function useScope(): HistoryScope {
  const { businessId, organizationId } = useParams<Params>();
  if (businessId) return { kind: 'admin', businessId };
  return organizationId ? { kind: 'organization', organizationId } : businessScope;
}

export const AmlHistoryPage = () => <AmlHistoryScreen scope={useScope()} title="Sanction & PEP Screening" />;
export const DomesticPepPage = () => (
  <AmlHistoryScreen scope={useScope()} title="Domestic PEP checks" domestic />
);

export function AmlDetailPage() {
  const { amlId = '' } = useParams<Params>();
  return <AmlDetail key={amlId} id={amlId} scope={useScope()} />;
}

export function AmlCheckPage() {
  const { kind = '' } = useParams<Params>();
  if (!isCheckKind(kind)) return <NotFoundPage />;
  return <AmlCheckScreen key={kind} kind={kind} />;
}

export const AmlCheckIndexPage = () => <AmlCheckScreen />;
export const DomesticPepCheckPage = () => <AmlCheckScreen kind="domestic-pep" />;
export const WatchlistPage = WatchlistScreen;
// The names the scoped routes look up (app/signed-in-routes.ts's scopedModuleRoutes).
export {
  AmlDetailPage as BusinessAmlDetailPage,
  AmlDetailPage as OrganizationAmlDetailPage,
  AmlHistoryPage as BusinessAmlHistoryPage,
  AmlHistoryPage as OrganizationAmlHistoryPage,
  DomesticPepPage as BusinessDomesticPepPage,
  DomesticPepPage as OrganizationDomesticPepPage,
};
