/** /business-verification/:companySearchId */
import { useParams } from 'wouter';
import { businessScope } from '../../../lib/history-scope';
import { CompanyDetail } from '../components/company-detail';

export default function CompanyDetailPage() {
  const { companySearchId = '' } = useParams<{ companySearchId: string }>();
  return <CompanyDetail key={companySearchId} id={companySearchId} scope={businessScope} />;
}
