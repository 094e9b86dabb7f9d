import { useEffect } from 'react';

/** Each page names itself in the tab and for screen readers (WCAG 2.4.2): "Log in · Verity". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Verity`;
  }, [title]);
}
