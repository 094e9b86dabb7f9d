/**
 * The history and detail beneath a business (platform admin) and an organization (module routes repeat
 * beneath both scopes). They render in the 'business' and 'organization' layouts, whose sidebars list the
 * scope's modules (shell/scoped-navigation.ts).
 */
import { useParams } from 'wouter';
import { CheckDetail } from '../components/check-detail';
import { HistoryScreen } from '../components/history-screen';

export function BusinessHistoryPage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  return <HistoryScreen scope={{ kind: 'admin', businessId }} title="Business customer verification" />;
}

export function BusinessCheckDetailPage() {
  const { businessId = '', identityId = '' } = useParams<{ businessId: string; identityId: string }>();
  return <CheckDetail key={identityId} identityId={identityId} scope={{ kind: 'admin', businessId }} />;
}

export function OrganizationHistoryPage() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  return (
    <HistoryScreen
      scope={{ kind: 'organization', organizationId }}
      title="Organization customer verification"
    />
  );
}

export function OrganizationCheckDetailPage() {
  const { organizationId = '', identityId = '' } = useParams<{
    organizationId: string;
    identityId: string;
  }>();
  return (
    <CheckDetail key={identityId} identityId={identityId} scope={{ kind: 'organization', organizationId }} />
  );
}
