/** How each toast colour looks and is announced. */
import type { ToastColor } from './toast-store';

/** Solid 700 shades: white text on them passes WCAG AA contrast, orange included. */
export const toastClasses: Record<ToastColor, string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  warning: 'bg-orange-700 text-white',
  info: 'bg-blue-700 text-white',
  default: 'bg-slate-700 text-white',
};

/** Errors and warnings interrupt a screen reader (alert); the rest wait their turn (status). */
export function toastRole(color: ToastColor): 'alert' | 'status' {
  return color === 'error' || color === 'warning' ? 'alert' : 'status';
}
