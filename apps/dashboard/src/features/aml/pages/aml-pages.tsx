/** The screening's pages: the lists and a result at the scope the route names; the rest the business's own. */
import { useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { scopeFromParams } from '../../../lib/history-scope';
import { AmlCheckScreen } from '../components/aml-check';
import { AmlHistoryScreen } from '../components/aml-history';
import { AmlDetail } from '../components/aml-result';
import { WatchlistScreen } from '../components/watchlist';
import { isCheckKind } from '../lib/aml-forms';

/** A business a platform admin opened (`:businessId`), an organization (`:organizationId`), or the caller's own. */
function useScope() {
  const params = useParams();
  return scopeFromParams(
    params.businessId ? 'admin' : params.organizationId ? 'organization' : 'business',
    params,
  );
}

export const AmlHistoryPage = () => <AmlHistoryScreen scope={useScope()} title="Sanction & PEP Screening" />;
export const DomesticPepPage = () => (
  <AmlHistoryScreen scope={useScope()} title="Domestic PEP checks" domestic />
);

export function AmlDetailPage() {
  const { amlId = '' } = useParams();
  return <AmlDetail key={amlId} id={amlId} scope={useScope()} />;
}

export function AmlCheckPage() {
  const { kind = '' } = useParams();
  return isCheckKind(kind) ? <AmlCheckScreen key={kind} kind={kind} /> : <NotFoundPage />;
}

export const AmlCheckIndexPage = () => <AmlCheckScreen />;
export const DomesticPepCheckPage = () => <AmlCheckScreen kind="domestic-pep" />;
export const WatchlistPage = WatchlistScreen;
// The names the scoped routes look up (app/signed-in-routes.ts's scopedModuleRoutes): one page, both scopes.
export const BusinessAmlHistoryPage = AmlHistoryPage;
export const OrganizationAmlHistoryPage = AmlHistoryPage;
export const BusinessAmlDetailPage = AmlDetailPage;
export const OrganizationAmlDetailPage = AmlDetailPage;
export const BusinessDomesticPepPage = DomesticPepPage;
export const OrganizationDomesticPepPage = DomesticPepPage;
