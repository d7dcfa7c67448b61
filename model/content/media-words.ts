/** The words a media item is shown with: its length and a file's size. Pure. */

/** Pure: "5 min", "1 h 5 min", "45 s" (0: ''). */
export function durationLabel(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return rest > 0 && m < 10 ? `${m} min ${rest} s` : `${m} min`;
  return `${rest} s`;
}

/** Pure: "12.4 MB", "300 KB", "812 bytes". */
export function bytesLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
