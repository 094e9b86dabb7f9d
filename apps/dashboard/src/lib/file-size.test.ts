import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize (§9: decimal units)', () => {
  it('bytes under a kilobyte, then KB, MB and GB by 1000', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1_500)).toBe('1.5 KB');
    expect(formatFileSize(12_345)).toBe('12 KB');
    expect(formatFileSize(1_048_576)).toBe('1 MB');
    expect(formatFileSize(2_500_000_000)).toBe('2.5 GB');
  });

  it('stays in GB above it', () => {
    expect(formatFileSize(5_000_000_000_000)).toBe('5000 GB');
  });
});
