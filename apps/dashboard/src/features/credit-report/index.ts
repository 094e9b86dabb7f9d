/** What other features use of the credit report: its section on a customer verification's detail. */
export { CreditReportSection } from './components/credit-report-section';
