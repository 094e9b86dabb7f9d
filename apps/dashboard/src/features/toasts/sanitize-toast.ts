/**
 * Toast text is HTML (spec/platform.md §3) and often carries a server message, so it is sanitized with
 * DOMPurify before rendering. Only text-level markup survives: no scripts or handlers, and no images or
 * media either, so a message cannot make the browser fetch anything.
 */
import DOMPurify from 'dompurify';

const config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'code', 'ul', 'ol', 'li'],
  ALLOWED_ATTR: ['href', 'title'],
};

export function sanitizeToastHtml(text: string): string {
  return DOMPurify.sanitize(text, config);
}
