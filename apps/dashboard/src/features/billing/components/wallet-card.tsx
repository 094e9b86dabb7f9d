import type { TWalletBalance } from '@verity/client';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';

export interface WalletCardProps {
  balance: TWalletBalance;
  /** Shown to holders of wallet:fund. */
  onFund?: (() => void) | undefined;
}

/** What the wallet holds, what live checks can spend when a credit line is open, and Fund wallet. */
export function WalletCard({ balance, onFund }: WalletCardProps) {
  return (
    <section
      aria-labelledby="wallet-balance"
      className="flex flex-wrap items-end justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="wallet-balance" className="text-muted text-sm">
          Wallet balance
        </h2>
        <p className="font-semibold text-3xl tabular-nums">{formatMoney(balance.balance)}</p>
        {balance.creditLimit.amount > 0 && (
          <p className="text-muted text-sm">
            {formatMoney(balance.available)} available to spend, with a credit line of{' '}
            {formatMoney(balance.creditLimit)}
          </p>
        )}
      </div>
      {onFund && <Button onClick={onFund}>Fund wallet</Button>}
    </section>
  );
}
