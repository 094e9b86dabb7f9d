/** /customer-verification: the caller's business history. */
import { HistoryScreen } from '../components/history-screen';
import { businessScope } from '../lib/scope';

export default function HistoryPage() {
  return <HistoryScreen scope={businessScope} />;
}
