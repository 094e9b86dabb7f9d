/** /credit-report: the overview (numbers and a chart) above the history of reports. */
import { businessScope } from '../../../lib/history-scope';
import { CreditReportScreen } from '../components/credit-report-screen';

export default function CreditReportListPage() {
  return <CreditReportScreen scope={businessScope} />;
}
