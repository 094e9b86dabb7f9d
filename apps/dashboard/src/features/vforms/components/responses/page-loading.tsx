import { Spinner } from '../../../../components/ui/spinner';

export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
