import { describe, expect, it } from 'vitest';
import { escapeHtml, markup } from './toast-markup';

describe('toast markup', () => {
  it('keeps the markup the dashboard wrote and turns every interpolated name into text', () => {
    const role = '<a href="//evil.example">Session expired: sign in</a>';
    expect(markup`Role changed to <b>${role}</b>`.html).toBe(
      'Role changed to <b>&lt;a href=&quot;//evil.example&quot;&gt;Session expired: sign in&lt;/a&gt;</b>',
    );
  });

  it('escapes every character that could open a tag or an attribute', () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f');
  });
});
