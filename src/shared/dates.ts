import type { Locale } from './locales.ts';

/** The theatre's time zone: every performance time is shown here, wherever the reader is. */
export const VENUE_TIME_ZONE = 'America/New_York';

/**
 * ICU has no Haitian Creole data (`Intl.DateTimeFormat('ht')` prints English), so the Creole
 * names are ours. Sunday first, as `Date#getDay` counts.
 */
const HT_WEEKDAYS = ['dimanch', 'lendi', 'madi', 'mèkredi', 'jedi', 'vandredi', 'samdi'];
const HT_WEEKDAYS_SHORT = ['dim', 'len', 'mad', 'mèk', 'jed', 'van', 'sam'];
const HT_MONTHS = [
  'janvye',
  'fevriye',
  'mas',
  'avril',
  'me',
  'jen',
  'jiyè',
  'out',
  'septanm',
  'oktòb',
  'novanm',
  'desanm',
];
const HT_MONTHS_SHORT = [
  'jan',
  'fev',
  'mas',
  'avr',
  'me',
  'jen',
  'jiy',
  'out',
  'sep',
  'okt',
  'nov',
  'des',
];

/**
 * `inSentence` is `full` without the capital a heading gets ("sale opens on viernes, …");
 * `day` is a calendar day without its weekday ("March 14, 2026": a membership's start or expiry).
 */
export type DateStyle =
  | 'full'
  | 'inSentence'
  | 'short'
  | 'monthYear'
  | 'weekdayShort'
  | 'dayMonth'
  | 'day';

interface WallClock {
  year: number;
  month: number; // 1–12
  day: number;
  weekday: number; // 0 = Sunday
  hour: number; // 0–23
  minute: number;
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The date and time on a wall clock in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string = VENUE_TIME_ZONE): WallClock {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in the venue's time zone. */
export function venueDay(instant: Date, timeZone: string = VENUE_TIME_ZONE): string {
  const c = wallClock(instant, timeZone);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function formatCreoleDate(c: WallClock, style: DateStyle): string {
  const weekday = HT_WEEKDAYS[c.weekday] ?? '';
  const month = HT_MONTHS[c.month - 1] ?? '';
  switch (style) {
    case 'full':
      return `${capitalise(weekday)} ${c.day} ${month} ${c.year}`;
    case 'inSentence':
      return `${weekday} ${c.day} ${month} ${c.year}`;
    case 'short':
      return `${capitalise(HT_WEEKDAYS_SHORT[c.weekday] ?? '')} ${c.day} ${HT_MONTHS_SHORT[c.month - 1]}`;
    case 'monthYear':
      return `${capitalise(month)} ${c.year}`;
    case 'weekdayShort':
      return capitalise(HT_WEEKDAYS_SHORT[c.weekday] ?? '');
    case 'dayMonth':
      return `${c.day} ${month}`;
    case 'day':
      return `${c.day} ${month} ${c.year}`;
  }
}

const INTL_DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // dddd, MMMM D, YYYY in en-US; each language's own order elsewhere.
  full: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  inSentence: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
  weekdayShort: { weekday: 'short' },
  dayMonth: { month: 'long', day: 'numeric' },
  day: { year: 'numeric', month: 'long', day: 'numeric' },
};

const formatterCache = new Map<string, Intl.DateTimeFormat>();
function cachedFormatter(locale: string, options: Intl.DateTimeFormatOptions, key: string) {
  const cacheKey = `${locale}|${key}`;
  let formatter = formatterCache.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatterCache.set(cacheKey, formatter);
  }
  return formatter;
}

/** A performance date in the reader's language, on the venue's calendar. */
export function formatDate(
  instant: Date | string,
  locale: Locale,
  style: DateStyle = 'full',
  timeZone: string = VENUE_TIME_ZONE,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (locale === 'ht') return formatCreoleDate(wallClock(date, timeZone), style);
  const text = cachedFormatter(
    locale,
    { ...INTL_DATE_OPTIONS[style], timeZone },
    `${style}|${timeZone}`,
  ).format(date);
  // Swedish and Spanish write weekday and month in lower case; a heading starts with a capital.
  return style === 'monthYear' || style === 'full' || style === 'weekdayShort' || style === 'short'
    ? capitalise(text)
    : text;
}

/**
 * A performance time: "7:30pm" (the spec's h:mma) in English, 24-hour "19:30" in German,
 * Spanish, Swedish and Haitian Creole.
 */
export function formatTime(
  instant: Date | string,
  locale: Locale,
  timeZone: string = VENUE_TIME_ZONE,
): string {
  const c = wallClock(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  const minutes = String(c.minute).padStart(2, '0');
  if (locale === 'en-US' || locale === 'en-GB') {
    const hour12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
    return `${hour12}:${minutes}${c.hour < 12 ? 'am' : 'pm'}`;
  }
  return `${String(c.hour).padStart(2, '0')}:${minutes}`;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A time a buyer must act by (a hold's end, a reservation's, a sale's start), with the zone it
 * is in: "8:14am EST", "08:14 GMT-5". Read in another zone without it, "8:14am" is taken for
 * the reader's own clock. Performance times stay without: they are where the theater is.
 */
export function formatTimeWithZone(
  instant: Date | string,
  locale: Locale,
  timeZone: string = VENUE_TIME_ZONE,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const key = `${locale}|${timeZone}`;
  let formatter = zoneFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneFormatters.set(key, formatter);
  }
  const zone = formatter.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
  const time = formatTime(date, locale, timeZone);
  return zone ? `${time} ${zone}` : time;
}

/** A real calendar day written YYYY-MM-DD (no 2026-13-45). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
