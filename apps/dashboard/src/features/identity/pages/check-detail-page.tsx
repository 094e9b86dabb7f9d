/** /customer-verification/:identityId */
import { useParams } from 'wouter';
import { CheckDetail } from '../components/check-detail';
import { businessScope } from '../lib/scope';

export default function CheckDetailPage() {
  const { identityId = '' } = useParams<{ identityId: string }>();
  return <CheckDetail key={identityId} identityId={identityId} scope={businessScope} />;
}
