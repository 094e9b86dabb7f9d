import { Alert } from '../../../components/ui/alert';
import { balanceBannerText } from '../lib/balance-banner';

/** The wallet-balance banner of /billing: credit to apply, or a balance owed. */
export function BalanceBanner({ unitBalance, currency }: { unitBalance: number; currency: string }) {
  const text = balanceBannerText(unitBalance, currency);
  if (!text) return null;
  return <Alert tone={unitBalance < 0 ? 'success' : 'warning'}>{text}</Alert>;
}
