/** /business-verification: the caller's business's company checks. */
import { businessScope } from '../../../lib/history-scope';
import { CompanyHistoryScreen } from '../components/company-history-screen';

export default function CompanyHistoryPage() {
  return <CompanyHistoryScreen scope={businessScope} />;
}
