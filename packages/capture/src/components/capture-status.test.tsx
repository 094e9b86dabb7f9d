import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { CaptureStatus } from './capture-status.js';

describe('CaptureStatus', () => {
  it('announces progress politely', () => {
    expect(renderToString(<CaptureStatus state="working" message="Uploading" />)).toBe(
      '<p class="verity-capture-status" data-state="working" role="status" aria-live="polite" aria-atomic="true">Uploading</p>',
    );
  });

  it('announces a failure assertively', () => {
    const html = renderToString(<CaptureStatus state="failed" message="Camera blocked" />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-live="assertive"');
    expect(html).toContain('>Camera blocked</p>');
  });
});
