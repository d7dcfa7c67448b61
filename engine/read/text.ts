/** A string cut to `max` characters; anything that is not a string reads as `fallback`. */
export const text = (value: unknown, max = Infinity, fallback = ''): string =>
  typeof value === 'string' ? value.slice(0, max) : fallback;
