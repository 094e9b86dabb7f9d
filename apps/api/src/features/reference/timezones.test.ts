import { describe, expect, it } from 'vitest';
import { formatOffset, listTimezones, timezoneOffsetMinutes } from './timezones.js';

function offsetToMinutes(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) throw new Error(`bad offset ${offset}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

describe('listTimezones', () => {
  const list = listTimezones(new Date('2025-01-15T12:00:00Z'));
  const find = (name: string) => list.find((tz) => tz.name === name);

  it('covers the runtime time zones', () => {
    expect(list.length).toBeGreaterThan(300);
    expect(new Set(list.map((tz) => tz.name)).size).toBe(list.length);
  });

  it('computes offsets and labels for the Verity markets', () => {
    expect(find('Africa/Lagos')).toEqual({
      name: 'Africa/Lagos',
      offset: '+01:00',
      label: '(UTC+01:00) Africa/Lagos',
    });
    expect(find('Africa/Nairobi')?.offset).toBe('+03:00');
    expect(find('Africa/Accra')?.offset).toBe('+00:00');
    expect(find('Africa/Johannesburg')?.offset).toBe('+02:00');
    // Node's ICU lists some zones under their legacy CLDR names (Asia/Calcutta, Asia/Katmandu).
    expect((find('Asia/Kolkata') ?? find('Asia/Calcutta'))?.offset).toBe('+05:30');
    expect(find('UTC')?.offset).toBe('+00:00');
  });

  it('applies daylight saving as of the given date', () => {
    expect(find('Europe/London')?.offset).toBe('+00:00');
    expect(find('America/New_York')?.offset).toBe('-05:00');
    const summer = listTimezones(new Date('2025-07-15T12:00:00Z'));
    expect(summer.find((tz) => tz.name === 'Europe/London')?.offset).toBe('+01:00');
    expect(summer.find((tz) => tz.name === 'America/New_York')?.offset).toBe('-04:00');
    expect(summer.find((tz) => tz.name === 'Africa/Lagos')?.offset).toBe('+01:00');
  });

  it('is sorted by offset, then by name', () => {
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1];
      const cur = list[i];
      if (!prev || !cur) throw new Error('unreachable');
      const diff = offsetToMinutes(prev.offset) - offsetToMinutes(cur.offset);
      expect(diff < 0 || (diff === 0 && prev.name < cur.name), `${prev.name} before ${cur.name}`).toBe(true);
    }
  });

  it('defaults to the current date', () => {
    expect(listTimezones().find((tz) => tz.name === 'Africa/Lagos')?.offset).toBe('+01:00');
  });
});

describe('helpers', () => {
  it('formats offsets', () => {
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(60)).toBe('+01:00');
    expect(formatOffset(-210)).toBe('-03:30');
    expect(formatOffset(345)).toBe('+05:45');
  });

  it('computes offsets in minutes', () => {
    const at = new Date('2025-01-15T12:00:00Z');
    expect(timezoneOffsetMinutes('Africa/Lagos', at)).toBe(60);
    expect(timezoneOffsetMinutes('Asia/Kathmandu', at)).toBe(345);
    expect(timezoneOffsetMinutes('America/St_Johns', at)).toBe(-210);
  });
});
