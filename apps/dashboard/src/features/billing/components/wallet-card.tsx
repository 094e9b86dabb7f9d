import type { TWalletBalance } from '@verity/client';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format';

export interface WalletCardProps {
  balance: TWalletBalance;
  /** Shown to holders of wallet:fund. */
  onFund?: (() => void) | undefined;
  /** Shown to holders of wallet:fund whose business has organizations. */
  onTransfer?: (() => void) | undefined;
  /** Platform staff's Adjust balance, on a business's billing page. */
  onAdjust?: (() => void) | undefined;
}

/** What the wallet holds, what live checks can spend when a credit line is open, and what can be done. */
export function WalletCard({ balance, onFund, onTransfer, onAdjust }: WalletCardProps) {
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
      {(onFund || onTransfer || onAdjust) && (
        <div className="flex flex-wrap gap-2">
          {onTransfer && (
            <Button variant="secondary" onClick={onTransfer}>
              Transfer to organization
            </Button>
          )}
          {onFund && <Button onClick={onFund}>Fund wallet</Button>}
          {onAdjust && <Button onClick={onAdjust}>Adjust balance</Button>}
        </div>
      )}
    </section>
  );
}
