/**
 * A toast renders HTML, but only HTML the dashboard wrote itself. Plain strings (server messages, texts
 * built from names people chose: roles, keys, organizations, forms) are shown as text, so a role named
 * `<a href="//evil.example">Session expired</a>` stays those characters and never becomes a link. Markup
 * comes only through the `markup` tag, which escapes every value put into it.
 */
export class ToastMarkup {
  /** Use the `markup` tag: it escapes what is interpolated. */
  constructor(readonly html: string) {}
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** `markup\`<b>${name}</b> saved\``: the literal parts are markup, every value is text. */
export function markup(strings: TemplateStringsArray, ...values: unknown[]): ToastMarkup {
  const html = strings.reduce(
    (out, literal, index) =>
      out + literal + (index < values.length ? escapeHtml(String(values[index] ?? '')) : ''),
    '',
  );
  return new ToastMarkup(html);
}
