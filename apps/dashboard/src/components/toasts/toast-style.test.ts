import { describe, expect, it } from 'vitest';
import { toastClasses, toastRole } from './toast-style';

describe('toast styles', () => {
  it('maps the five colours: success green, error red, warning orange, info blue, default grey', () => {
    expect(toastClasses.success).toContain('green');
    expect(toastClasses.error).toContain('red');
    expect(toastClasses.warning).toContain('orange');
    expect(toastClasses.info).toContain('blue');
    expect(toastClasses.default).toContain('slate');
  });

  it('errors and warnings are alerts; success, info and default are status messages', () => {
    expect(toastRole('error')).toBe('alert');
    expect(toastRole('warning')).toBe('alert');
    expect(toastRole('success')).toBe('status');
    expect(toastRole('info')).toBe('status');
    expect(toastRole('default')).toBe('status');
  });
});
