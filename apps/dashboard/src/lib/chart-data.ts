/**
 * What the vForm charts draw, worked out away from the SVG: days with no response filled in as zeros, a
 * rounded top for the value axis, and the sentence a screen reader hears instead of the picture.
 */
import { formatCount, formatDate } from './format';

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  date: string;
  count: number;
}

const DAY_MS = 86_400_000;
/** Past this many days the series is not filled in: bars that thin say nothing. */
export const MAX_FILLED_DAYS = 366;

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** With no start chosen, the chart shows at least this many days, so one busy day is not one wide bar. */
export const MIN_DAYS = 7;

/**
 * Every day from the range's start (else the first day with responses, at least a week before the end)
 * to its end (else the last day with responses), with zero for the days the API left out. Days outside
 * the range are dropped.
 */
export function fillDays(perDay: readonly DayCount[], range: { startDate?: string; endDate?: string } = {}) {
  const sorted = [...perDay].filter((day) => !Number.isNaN(dayOf(day.date)));
  sorted.sort((a, b) => a.date.localeCompare(b.date));
  const last = range.endDate ?? sorted.at(-1)?.date;
  const earliest = last ? isoOf(dayOf(last) - (MIN_DAYS - 1) * DAY_MS) : undefined;
  const firstData = sorted[0]?.date;
  const first = range.startDate ?? (firstData && earliest && earliest < firstData ? earliest : firstData);
  if (!first || !last || first > last) return sorted;
  const span = (dayOf(last) - dayOf(first)) / DAY_MS + 1;
  const inRange = sorted.filter((day) => day.date >= first && day.date <= last);
  if (span > MAX_FILLED_DAYS) return inRange;
  const counts = new Map(inRange.map((day) => [day.date, day.count]));
  const days: DayCount[] = [];
  for (let time = dayOf(first); time <= dayOf(last); time += DAY_MS) {
    const date = isoOf(time);
    days.push({ date, count: counts.get(date) ?? 0 });
  }
  return days;
}

/** The top of the value axis: the largest value rounded up to 1, 2 or 5 times a power of ten (at least 1). */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** Axis ticks from 0 to `top`, at most `count + 1` of them, whole numbers only. */
export function ticks(top: number, count = 4): number[] {
  const step = Math.max(1, Math.ceil(top / count));
  const values: number[] = [];
  for (let value = 0; value <= top; value += step) values.push(value);
  if (values.at(-1) !== top) values.push(top);
  return values;
}

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** 'Responses per day, 01 May 2026 to 07 May 2026: 5 responses in total, the most on 03 May 2026 (3).' */
export function describeDays(days: readonly DayCount[], noun = 'response'): string {
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s per day`;
  const first = days[0];
  const last = days.at(-1);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (!first || !last || total === 0) return `${title}: no ${noun}s in this period.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best), first);
  const period =
    first.date === last.date
      ? `on ${formatDate(`${first.date}T00:00:00Z`)}`
      : `${formatDate(`${first.date}T00:00:00Z`)} to ${formatDate(`${last.date}T00:00:00Z`)}`;
  return `${title}, ${period}: ${plural(total, noun)} in total, the most on ${formatDate(
    `${busiest.date}T00:00:00Z`,
  )} (${formatCount(busiest.count)}).`;
}

/** 'Responses by status: 2 Completed, 1 Verified, 0 Unverified, 0 Failed.' */
export function describeBreakdown(
  title: string,
  items: ReadonlyArray<{ label: string; count: number }>,
): string {
  return `${title}: ${items.map((item) => `${formatCount(item.count)} ${item.label}`).join(', ')}.`;
}

/** '03 May' for an axis label. */
export function shortDay(date: string): string {
  const [, day] = formatDate(`${date}T00:00:00Z`).match(/^(\d{2} \w{3})/) ?? [];
  return day ?? date;
}
