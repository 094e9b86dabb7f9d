/**
 * /businesses/{business_id}: the business sidebar's Overview is coming soon, so its index is its Manage
 * page (which needs no gate), where everything about the business starts.
 */
import { useParams } from 'wouter';
import { Redirect } from '../../../components/redirect';
import { scopeBasePath } from '../../../shell/scoped-navigation';

export default function BusinessIndexPage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  return <Redirect to={`${scopeBasePath('business', businessId)}/manage`} />;
}
