import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('rounds a started second up and stops at 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
});

describe('formatMinutesSeconds', () => {
  it('pads minutes and seconds', () => {
    expect(formatMinutesSeconds(0)).toBe('00:00');
    expect(formatMinutesSeconds(9)).toBe('00:09');
    expect(formatMinutesSeconds(75)).toBe('01:15');
    expect(formatMinutesSeconds(900)).toBe('15:00');
    expect(formatMinutesSeconds(-3)).toBe('00:00');
  });
});
