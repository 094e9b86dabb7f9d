import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useBanks } from '../api';
import type { BankList } from '../lib/verify-screens';

/** The bank of an account check, from the country's bank list. */
export function BankField({
  list,
  registration,
  error,
}: {
  list: BankList;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const banks = useBanks(list);
  const failure = useQueryFailure(banks.error);
  const options = (banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }));
  return (
    <SelectField
      label="Bank"
      options={options}
      placeholder={banks.isPending ? 'Loading banks…' : 'Select a bank'}
      aria-busy={banks.isPending || undefined}
      error={error ?? (banks.isError ? (failure ?? 'The bank list could not be loaded') : undefined)}
      {...registration}
    />
  );
}
