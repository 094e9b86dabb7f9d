import { toast } from '../components/toasts/toast-store';

/** Copies text and says so in a toast; when the browser refuses, says how to copy it by hand. */
export async function copyText(text: string, success: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error('Could not copy to the clipboard; select the text and copy it instead');
  }
}
