/** An IANA time zone with its UTC offset at a given instant. */
export interface TimezoneOption {
  /** IANA name, e.g. 'Africa/Lagos'. */
  name: string;
  /** Offset from UTC at the reference instant, formatted '+HH:MM' / '-HH:MM', e.g. '+01:00'. */
  offset: string;
  /** Display label, e.g. '(UTC+01:00) Africa/Lagos'. */
  label: string;
}

type SupportedValuesOf = (key: 'timeZone') => string[];

/**
 * The IANA zones known to the runtime. `Intl.supportedValuesOf` exists on Node 18+; it is looked up
 * defensively so that a runtime without it still yields a usable (if minimal) list.
 */
function supportedTimeZones(): string[] {
  const intl: { supportedValuesOf?: SupportedValuesOf } = Intl;
  const zones = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : [];
  // V8 lists only canonical region/city zones; always offer plain UTC as well.
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of `timeZone` from UTC at `at`, in minutes (e.g. 60 for Africa/Lagos). */
export function timezoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = formatterFor(timeZone).formatToParts(at);
  const zoneName = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  // 'GMT+01:00', 'GMT-03:30', or plain 'GMT' for a zero offset.
  const match = /^GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/.exec(zoneName);
  if (match) {
    if (!match[1]) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? '0');
    return match[1] === '-' ? -minutes : minutes;
  }
  // Fallback: compare the wall-clock time in the zone with UTC.
  const value = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? '0');
  const wallClock = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wallClock - instant) / 60_000);
}

/** Formats an offset in minutes as '+HH:MM' / '-HH:MM'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const mins = String(abs % 60).padStart(2, '0');
  return `${sign}${hours}:${mins}`;
}

/**
 * Every time zone the runtime supports with its current UTC offset (daylight saving applied as of
 * `now`), sorted by offset (west to east) then by name.
 */
export function listTimezones(now: Date = new Date()): TimezoneOption[] {
  return supportedTimeZones()
    .map((name) => ({ name, minutes: timezoneOffsetMinutes(name, now) }))
    .sort((a, b) => a.minutes - b.minutes || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, minutes }) => {
      const offset = formatOffset(minutes);
      return { name, offset, label: `(UTC${offset}) ${name}` };
    });
}
