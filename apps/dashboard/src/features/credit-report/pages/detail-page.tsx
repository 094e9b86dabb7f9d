/** /credit-report/:id */
import { useParams } from 'wouter';
import { businessScope } from '../../../lib/history-scope';
import { CreditDetail } from '../components/credit-detail';

export default function CreditReportDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <CreditDetail key={id} id={id} scope={businessScope} />;
}
