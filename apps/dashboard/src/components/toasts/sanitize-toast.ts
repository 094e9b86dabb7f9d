/**
 * A toast's markup (toast-markup.ts: the dashboard's own, values escaped) is still sanitized with DOMPurify
 * before rendering, as a second wall. Only text-level markup survives: no scripts or handlers, and no
 * images or media either, so a toast cannot make the browser fetch anything.
 */
import DOMPurify from 'dompurify';

const config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'code', 'ul', 'ol', 'li'],
  ALLOWED_ATTR: ['href', 'title'],
};

export function sanitizeToastHtml(text: string): string {
  return DOMPurify.sanitize(text, config);
}
