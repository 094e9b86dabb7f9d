/**
 * The price list as one business pays it (platform staff update it through
 * `/accounts/businesses/{id}/pricing`): each check's key and name, the list price, and this business's own
 * price as an editable amount (empty: the list price). Save sends the changed keys only
 * (lib/business-pricing.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TCheckPrice, TSetBusinessPricingRequest } from '@verity/client';
import { useForm } from 'react-hook-form';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { currencySymbol, formatMoney } from '../../../lib/format';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useSetBusinessPricing } from '../admin-api';
import { type PricingForm, pricingForm, pricingFormChanges, pricingSchema } from '../lib/business-pricing';
import { priceName } from '../lib/price-names';

const columns = ['Check', 'List price', "This business's price"] as const;

export function PricingTable({ businessId, items }: { businessId: string; items: readonly TCheckPrice[] }) {
  const save = useSetBusinessPricing(businessId);
  const form = useForm<PricingForm, unknown, TSetBusinessPricingRequest | null>({
    resolver: zodResolver(pricingSchema(items)),
    defaultValues: pricingForm(items),
  });
  // The server's words go in the alert: its field names are not the fields'.
  const failure = useFormFailure([], form.setError);
  const values = form.watch();
  const { errors } = form.formState;
  const changes = pricingFormChanges(items, values);
  const unchanged = 'request' in changes && changes.request === null;

  const submit = form.handleSubmit((request) => {
    if (!request) return;
    failure.setMessage(null);
    const saved = request.prices.length;
    save.mutate(request, {
      onSuccess: (answer) => {
        form.reset(pricingForm(answer));
        toast.success(saved === 1 ? '1 price saved' : `${saved} prices saved`);
      },
      onError: failure.report,
    });
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <HistoryTableFrame
        caption="Prices per check"
        columns={columns}
        loading={false}
        minWidth="min-w-[44rem]"
      >
        {items.map((item, index) => {
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
                  value={values.prices[index] ?? ''}
                  {...form.register(`prices.${index}`)}
                  error={errors.prices?.[index]?.message}
                />
              </td>
            </tr>
          );
        })}
      </HistoryTableFrame>
      {failure.message && <Alert tone="error">{failure.message}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-muted text-sm">Leave a price empty to charge the list price.</p>
        <Button type="submit" loading={save.isPending} disabled={unchanged}>
          Save prices
        </Button>
      </div>
    </form>
  );
}
