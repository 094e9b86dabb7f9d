import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../lib/browser-files';
import { handleError } from '../lib/handle-error';
import { toast } from './toasts/toast-store';
import { Button } from './ui/button';

export interface ExportCsvButtonProps {
  /** Asks the server for the file: every row the filters match, not just the page shown. */
  download(): Promise<Blob>;
  fileName: string;
  /** After the file is saved (the export is logged server-side; a log screen may refetch). */
  onExported?(): void;
}

/**
 * Exports a history as CSV. The server streams the file, which can take a while for a large history, so
 * the button says so until the file is saved.
 */
export function ExportCsvButton({ download, fileName, onExported }: ExportCsvButtonProps) {
  const exportCsv = useMutation({
    mutationFn: download,
    onSuccess: (blob) => {
      saveBlob(blob, fileName);
      toast.success(`Export ready: ${fileName} has been downloaded`);
      onExported?.();
    },
    onError: handleError,
  });
  return (
    <>
      <Button variant="secondary" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        {exportCsv.isPending ? 'Preparing export…' : 'Export CSV'}
      </Button>
      <span role="status" className="sr-only">
        {exportCsv.isPending ? 'Preparing export…' : ''}
      </span>
    </>
  );
}
