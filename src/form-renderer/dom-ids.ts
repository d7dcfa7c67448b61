/** RJSF's id prefix for a definition's fields, so two forms on one page never share ids. */
export function idPrefixFor(definitionId: string): string {
  return `af-${definitionId}`;
}

/** The DOM id RJSF gives a top-level field (prefix + "_" + name, RJSF's default separator). */
export function fieldDomId(definitionId: string, field: string): string {
  return `${idPrefixFor(definitionId)}_${field}`;
}

/** The ids an input is described by: its description and its error, only when they are shown. */
export function describedBy(id: string, parts: { description: boolean; error: boolean }): string | undefined {
  const ids = [parts.error ? `${id}__error` : '', parts.description ? `${id}__description` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * Focus a field for a member following an error link: its checked or first radio, its input, or
 * the typed-name box of a signature.
 */
export function focusField(id: string): boolean {
  const container = document.querySelector<HTMLElement>(`[data-field-id="${id.replace(/["\\]/g, '\\$&')}"]`);
  const target =
    container?.querySelector<HTMLElement>('input:checked') ??
    container?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button') ??
    document.getElementById(id);
  if (!target) return false;
  target.focus();
  return true;
}
