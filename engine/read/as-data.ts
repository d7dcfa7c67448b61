/** A stored document's fields: any object as it is, anything else as no fields at all. */
export const asData = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
