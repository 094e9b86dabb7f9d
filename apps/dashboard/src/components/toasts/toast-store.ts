/**
 * Toasts: five colours, 5 s each. A string is shown as text, whatever it holds; markup the dashboard
 * writes itself comes as `ToastMarkup` (toast-markup.ts) and is rendered as sanitized HTML.
 */
import { create } from 'zustand';
import type { ToastMarkup } from './toast-markup';

export type ToastColor = 'success' | 'error' | 'warning' | 'info' | 'default';

export interface Toast {
  id: string;
  /** A string is text; `ToastMarkup` is rendered as HTML after DOMPurify (links and emphasis survive). */
  text: string | ToastMarkup;
  color: ToastColor;
}

export const TOAST_DURATION_MS = 5000;

interface ToastStore {
  toasts: Toast[];
  push(text: string | ToastMarkup, color?: ToastColor): string;
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

const push = (color: ToastColor) => (text: string | ToastMarkup) =>
  useToastStore.getState().push(text, color);

export const toast = {
  success: push('success'),
  error: push('error'),
  warning: push('warning'),
  info: push('info'),
  show: push('default'),
};
