/** Toasts (spec/platform.md §3 Toast, §4): text rendered as sanitized HTML, five colours, 5 s each. */
import { create } from 'zustand';

export type ToastColor = 'success' | 'error' | 'warning' | 'info' | 'default';

export interface Toast {
  id: string;
  /** Rendered as HTML after DOMPurify: links and emphasis survive, scripts never run. */
  text: string;
  color: ToastColor;
}

export const TOAST_DURATION_MS = 5000;

interface ToastStore {
  toasts: Toast[];
  push(text: string, color?: ToastColor): string;
  dismiss(id: string): void;
}

let counter = 0;

export const useToastStore = create<ToastStore>()((set) => ({
  toasts: [],
  push: (text, color = 'default') => {
    counter += 1;
    const id = `toast-${counter}`;
    set((state) => ({ toasts: [...state.toasts, { id, text, color }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

const push = (color: ToastColor) => (text: string) => useToastStore.getState().push(text, color);

export const toast = {
  success: push('success'),
  error: push('error'),
  warning: push('warning'),
  info: push('info'),
  show: push('default'),
};
