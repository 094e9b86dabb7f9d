/** Business verification beneath a business (platform admin) and an organization: history and detail. */
import { useParams } from 'wouter';
import { CompanyDetail } from '../components/company-detail';
import { CompanyHistoryScreen } from '../components/company-history-screen';

export function BusinessCompanyHistoryPage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  return (
    <CompanyHistoryScreen
      scope={{ kind: 'admin', businessId }}
      title="Business verifications of this business"
    />
  );
}

export function BusinessCompanyDetailPage() {
  const { businessId = '', companySearchId = '' } = useParams<{
    businessId: string;
    companySearchId: string;
  }>();
  return <CompanyDetail key={companySearchId} id={companySearchId} scope={{ kind: 'admin', businessId }} />;
}

export function OrganizationCompanyHistoryPage() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  return (
    <CompanyHistoryScreen
      scope={{ kind: 'organization', organizationId }}
      title="Organization business verification"
    />
  );
}

export function OrganizationCompanyDetailPage() {
  const { organizationId = '', companySearchId = '' } = useParams<{
    organizationId: string;
    companySearchId: string;
  }>();
  return (
    <CompanyDetail
      key={companySearchId}
      id={companySearchId}
      scope={{ kind: 'organization', organizationId }}
    />
  );
}
