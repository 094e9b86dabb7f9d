import { signal } from '@preact/signals';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { StatusMessage } from './status-message.js';

describe('StatusMessage', () => {
  it('renders a polite status region by default', () => {
    const html = renderToString(<StatusMessage message="Saved" />);
    expect(html).toBe(
      '<p class="verity-status" role="status" aria-live="polite" aria-atomic="true">Saved</p>',
    );
  });

  it('renders an assertive alert for errors', () => {
    const html = renderToString(<StatusMessage message="Upload failed" tone="error" />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-live="assertive"');
    expect(html).toContain('>Upload failed</p>');
  });

  it('renders the current value of a signal', () => {
    const message = signal('Checking…');
    message.value = 'Ready';
    expect(renderToString(<StatusMessage message={message} />)).toContain('>Ready</p>');
  });
});
