/**
 * The price list as one business pays it (platform staff update it through
 * `/accounts/businesses/{id}/pricing`): each check's key and name, the list price, and this business's own
 * price as an editable amount (empty: the list price). Save sends the changed keys only
 * (lib/business-pricing.ts).
 */
import type { TCheckPrice } from '@verity/client';
import { type FormEvent, useState } from 'react';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol, formatMoney } from '../../../lib/format';
import { submitFailure } from '../../../lib/submit-failure';
import { useSetBusinessPricing } from '../admin-api';
import { type PriceDrafts, priceDrafts, pricingChanges } from '../lib/business-pricing';
import { priceName } from '../lib/price-names';

const columns = ['Check', 'List price', "This business's price"] as const;

export function PricingTable({ businessId, items }: { businessId: string; items: readonly TCheckPrice[] }) {
  const save = useSetBusinessPricing(businessId);
  const [drafts, setDrafts] = useState<PriceDrafts>(() => priceDrafts(items));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const changes = pricingChanges(items, drafts);
  const unchanged = 'request' in changes && changes.request === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('errors' in changes) {
      setErrors(changes.errors);
      return;
    }
    if (!changes.request) return;
    setFailure(null);
    const saved = changes.request.prices.length;
    save.mutate(changes.request, {
      onSuccess: (answer) => {
        setDrafts(priceDrafts(answer));
        toast.success(saved === 1 ? '1 price saved' : `${saved} prices saved`);
      },
      onError: (error) => setFailure(submitFailure(error, []).message),
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <HistoryTableFrame
        caption="Prices per check"
        columns={columns}
        loading={false}
        minWidth="min-w-[44rem]"
      >
        {items.map((item) => {
          const name = priceName(item.key);
          return (
            <tr key={item.key}>
              <td className="px-3 py-2">
                <span className="flex flex-col">
                  {name && <span className="text-sm">{name}</span>}
                  <span className="font-mono text-muted text-xs">{item.key}</span>
                </span>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-sm tabular-nums">
                {formatMoney({ amount: item.listPrice, currency: item.currency })}
              </td>
              <td className="px-3 py-2">
                <TextField
                  label={`Price for ${name || item.key} (${currencySymbol(item.currency)})`}
                  className="[&>label]:sr-only"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="List price"
                  value={drafts[item.key] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    setDrafts((current) => ({ ...current, [item.key]: value }));
                    setErrors(({ [item.key]: _dropped, ...rest }) => rest);
                  }}
                  error={errors[item.key]}
                />
              </td>
            </tr>
          );
        })}
      </HistoryTableFrame>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-muted text-sm">Leave a price empty to charge the list price.</p>
        <Button type="submit" loading={save.isPending} disabled={unchanged}>
          Save prices
        </Button>
      </div>
    </form>
  );
}
