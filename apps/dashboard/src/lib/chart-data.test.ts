import { describe, expect, it } from 'vitest';
import { describeBreakdown, describeDays, fillDays, niceMax, shortDay, ticks } from './chart-data';

describe('the days series', () => {
  const perDay = [
    { date: '2026-05-04', count: 1 },
    { date: '2026-05-02', count: 3 },
  ];

  it('fills the days without responses, a week at least, up to the last', () => {
    expect(fillDays(perDay)).toEqual([
      { date: '2026-04-28', count: 0 },
      { date: '2026-04-29', count: 0 },
      { date: '2026-04-30', count: 0 },
      { date: '2026-05-01', count: 0 },
      { date: '2026-05-02', count: 3 },
      { date: '2026-05-03', count: 0 },
      { date: '2026-05-04', count: 1 },
    ]);
    const month = [
      { date: '2026-05-01', count: 1 },
      { date: '2026-05-31', count: 2 },
    ];
    expect(fillDays(month)).toHaveLength(31);
    expect(fillDays(month)[0]).toEqual({ date: '2026-05-01', count: 1 });
  });

  it('spans the chosen range, dropping days outside it', () => {
    expect(fillDays(perDay, { startDate: '2026-05-03', endDate: '2026-05-05' })).toEqual([
      { date: '2026-05-03', count: 0 },
      { date: '2026-05-04', count: 1 },
      { date: '2026-05-05', count: 0 },
    ]);
    expect(fillDays([], { startDate: '2026-05-01', endDate: '2026-05-02' })).toHaveLength(2);
    expect(fillDays([])).toEqual([]);
  });

  it('does not fill a range longer than a year', () => {
    expect(fillDays(perDay, { startDate: '2020-01-01', endDate: '2026-12-31' })).toEqual([
      { date: '2026-05-02', count: 3 },
      { date: '2026-05-04', count: 1 },
    ]);
  });
});

describe('the axis', () => {
  it('rounds the top up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(480)).toBe(500);
  });

  it('puts whole-number ticks from 0 to the top', () => {
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(5)).toEqual([0, 2, 4, 5]);
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
  });
});

describe('what a screen reader hears', () => {
  it('sums the days and names the busiest', () => {
    expect(
      describeDays([
        { date: '2026-05-02', count: 3 },
        { date: '2026-05-03', count: 0 },
        { date: '2026-05-04', count: 1 },
      ]),
    ).toBe(
      'Responses per day, 02 May 2026 to 04 May 2026: 4 responses in total, the most on 02 May 2026 (3).',
    );
    expect(describeDays([{ date: '2026-05-02', count: 1 }])).toBe(
      'Responses per day, on 02 May 2026: 1 response in total, the most on 02 May 2026 (1).',
    );
    expect(describeDays([])).toBe('Responses per day: no responses in this period.');
  });

  it('lists a breakdown with its counts', () => {
    expect(
      describeBreakdown('Responses by status', [
        { label: 'Completed', count: 2 },
        { label: 'Verified', count: 1200 },
      ]),
    ).toBe('Responses by status: 2 Completed, 1,200 Verified.');
  });

  it('writes short axis days', () => {
    expect(shortDay('2026-05-03')).toBe('03 May');
  });
});
