/**
 * The estimated charge of one response (GET /templates/{id}/estimated-charge): what its identity
 * verifications cost, in ₦1,234.56 style. While a charge-affecting edit is saving, it says it is
 * recomputing; the store fetches the estimate again once that edit has landed.
 */
import { Spinner } from '../../../../components/ui/spinner';
import { formatMoney } from '../../../../lib/format';
import { useEstimatedCharge } from '../../api/builder-api';
import { useBuilder } from './builder-context';

export function ChargePanel({ templateId }: { templateId: string }) {
  const charge = useEstimatedCharge(templateId);
  const recomputing = useBuilder((store) => store.recomputing);
  const busy = recomputing || charge.isFetching;
  return (
    <section aria-labelledby="charge-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="charge-heading" className="font-semibold text-ink">
        Estimated charge
      </h2>
      <p className="text-muted text-xs">Per response, for the verifications it runs</p>
      <div aria-live="polite" aria-busy={busy} className="mt-2 flex items-center gap-2">
        {charge.data ? (
          <output data-testid="estimated-charge" className="font-semibold text-2xl text-ink">
            {formatMoney({ amount: charge.data.totalAmount, currency: charge.data.currency })}
          </output>
        ) : charge.isError ? (
          <span className="text-muted text-sm">Not available</span>
        ) : null}
        {busy && (
          <span className="flex items-center gap-1 text-muted text-sm">
            <Spinner size="sm" /> Recomputing…
          </span>
        )}
      </div>
      {charge.data && charge.data.details.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {charge.data.details.map((detail) => (
            <li key={detail.fieldId} className="flex justify-between gap-2">
              <span className="truncate">
                {detail.label} ({detail.verificationType.toUpperCase()})
              </span>
              <span>{formatMoney({ amount: detail.amount, currency: charge.data.currency })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
