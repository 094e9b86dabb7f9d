import { SummaryList } from '../../../components/ui/summary-list';
import type { Fact } from '../lib/profile-review';

/** A section's facts as a description list. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return <SummaryList rows={facts} />;
}
