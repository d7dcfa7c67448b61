/** Dates as the record shows them: UK style, in the reader's time zone. */
const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const formatDateTime = (date: Date): string => dateTime.format(date);
export const formatDate = (date: Date): string => dateOnly.format(date);
/** A date or the words for its absence. */
export const dateOr = (date: Date | null | undefined, missing: string): string => (date ? formatDate(date) : missing);
