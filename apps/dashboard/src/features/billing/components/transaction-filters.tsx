/**
 * The billing table filters (status, itemType, paymentMode, paymentType, transactionReference, startDate,
 * endDate, startAmount, endAmount), for the business's transactions and, with a Business field in front,
 * platform staff's reconciliations. Applied on submit, once the amounts and the dates pass (useAmountFilters).
 */
import { paymentModes, paymentTypes, transactionItemTypes, transactionStatuses } from '@verity/client';
import {
  DateRangeFields,
  type FilterDraft,
  FiltersForm,
  useFilterDraft,
} from '../../../components/filters-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { type AmountErrors, checkAmounts } from '../../../lib/filter-search';
import {
  itemTypeLabels,
  paymentModeLabels,
  paymentTypeLabels,
  transactionStatusLabels,
} from '../lib/transaction-labels';
import type { TransactionDraft, TransactionFilterKey } from '../lib/transaction-search';

/** A select's options: the no-filter choice first ('Any status'), then each code by its label. */
export const filterOptions = <K extends string>(
  noFilterLabel: string,
  values: readonly K[],
  labels: Readonly<Record<K, string>>,
) => [{ value: '', label: noFilterLabel }, ...values.map((value) => ({ value, label: labels[value] }))];

/** The start and end amount fields, with the messages checkAmounts gave. */
export function AmountRangeFields<K extends string>({
  draft,
  set,
  errors,
}: {
  draft: Record<'startAmount' | 'endAmount', string>;
  set: FilterDraft<K | 'startAmount' | 'endAmount'>['set'];
  errors: AmountErrors;
}) {
  return (
    <>
      <TextField
        label="Start amount"
        inputMode="decimal"
        autoComplete="off"
        value={draft.startAmount}
        onChange={set('startAmount')}
        error={errors.startAmount}
      />
      <TextField
        label="End amount"
        inputMode="decimal"
        autoComplete="off"
        value={draft.endAmount}
        onChange={set('endAmount')}
        error={errors.endAmount}
      />
    </>
  );
}

/**
 * A filters form whose amounts are checked (checkAmounts) with the dates before `apply` applies it: the
 * hook every billing list's filters share, react-hook-form through useFilterDraft.
 */
export function useAmountFilters<K extends string>(
  initial: () => Record<K | 'startAmount' | 'endAmount', string>,
) {
  const filter = useFilterDraft<K | 'startAmount' | 'endAmount'>(initial, checkAmounts);
  const amountErrors: AmountErrors = {};
  if (filter.errors.startAmount) amountErrors.startAmount = filter.errors.startAmount;
  if (filter.errors.endAmount) amountErrors.endAmount = filter.errors.endAmount;
  return { ...filter, amountErrors, apply: filter.submit };
}

type FilterKey = TransactionFilterKey | 'businessId';

export interface TransactionFiltersProps {
  /** The search landmark's name. */
  label: string;
  initial: TransactionDraft & Partial<Record<'businessId', string>>;
  applied: boolean;
  /** The applied fields as a query string, for the list's URL reader to check. */
  onApply(search: string): void;
  onClear(): void;
  /** A Business field before the others: the reconciliations' businessId. */
  withBusiness?: boolean;
}

export function TransactionFilters(props: TransactionFiltersProps) {
  const filter = useAmountFilters<FilterKey>(() => ({ businessId: '', ...props.initial }));
  const { draft, set, dateError } = filter;
  return (
    <FiltersForm
      label={props.label}
      onSubmit={filter.apply(props.onApply)}
      active={props.applied}
      onClear={props.onClear}
    >
      {props.withBusiness && (
        <TextField
          label="Business ID"
          hint="As in its address, /businesses/{ID}"
          autoComplete="off"
          value={draft.businessId}
          onChange={set('businessId')}
        />
      )}
      <SelectField
        label="Status"
        value={draft.status}
        onChange={set('status')}
        options={filterOptions('Any status', transactionStatuses, transactionStatusLabels)}
      />
      <SelectField
        label="Item type"
        value={draft.itemType}
        onChange={set('itemType')}
        options={filterOptions('Any item', transactionItemTypes, itemTypeLabels)}
      />
      <SelectField
        label="Payment mode"
        value={draft.paymentMode}
        onChange={set('paymentMode')}
        options={filterOptions('Any mode', paymentModes, paymentModeLabels)}
      />
      <SelectField
        label="Payment type"
        value={draft.paymentType}
        onChange={set('paymentType')}
        options={filterOptions('Credit or debit', paymentTypes, paymentTypeLabels)}
      />
      <TextField
        label="Transaction reference"
        autoComplete="off"
        value={draft.transactionReference}
        onChange={set('transactionReference')}
      />
      <DateRangeFields draft={draft} set={set} error={dateError} />
      {!props.withBusiness && <div aria-hidden="true" className="hidden lg:block" />}
      <AmountRangeFields draft={draft} set={set} errors={filter.amountErrors} />
    </FiltersForm>
  );
}
