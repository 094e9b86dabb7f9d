/**
 * Credit reports beneath a business (platform admin) and an organization. Credit has no scoped gate of its
 * own, so these take the identity gates, as risk intelligence and adverse media do.
 */
import { useParams } from 'wouter';
import { CreditDetail } from '../components/credit-detail';
import { CreditReportScreen } from '../components/credit-report-screen';

export function BusinessCreditReportsPage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  return <CreditReportScreen scope={{ kind: 'admin', businessId }} title="Credit reports of this business" />;
}

export function BusinessCreditReportPage() {
  const { businessId = '', id = '' } = useParams<{ businessId: string; id: string }>();
  return <CreditDetail key={id} id={id} scope={{ kind: 'admin', businessId }} />;
}

export function OrganizationCreditReportsPage() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  return (
    <CreditReportScreen
      scope={{ kind: 'organization', organizationId }}
      title="Organization credit reports"
    />
  );
}

export function OrganizationCreditReportPage() {
  const { organizationId = '', id = '' } = useParams<{ organizationId: string; id: string }>();
  return <CreditDetail key={id} id={id} scope={{ kind: 'organization', organizationId }} />;
}
