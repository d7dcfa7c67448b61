/** Pure: minutes in words: "45 min", "1 h", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const rest = m % 60;
  return rest ? `${Math.floor(m / 60)} h ${rest} min` : `${Math.floor(m / 60)} h`;
}

/** Pure: a course's length as the catalogue says it: "5 chapters · 42 min". */
export function courseLength(course: { chapterCount: number; totalMinutes: number }): string {
  const chapters = `${course.chapterCount} ${course.chapterCount === 1 ? 'chapter' : 'chapters'}`;
  return course.totalMinutes > 0 ? `${chapters} · ${formatMinutes(course.totalMinutes)}` : chapters;
}
