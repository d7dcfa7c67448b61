/**
 * An en-GB formatter in Europe/London time, built once per set of options: building one is far
 * dearer than using it (an export formats thousands of rows). Internal to uk-time.
 */
export type LondonFormatOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Pure: the cached en-GB formatter with these options, always in Europe/London. */
export function londonFormat(options: LondonFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
    formatters.set(key, formatter);
  }
  return formatter;
}
