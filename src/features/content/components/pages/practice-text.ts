/** Pure helpers for the owner's plain text in settings/site (no Markdown: what they type is what shows). */

/** Paragraphs: split on blank lines, trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Lines (an address, a list of qualifications): trimmed, empty ones dropped. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** A phone number as a tel: link target (digits and a leading +; spaces, brackets and dashes dropped, "(0)" too). */
export function telHref(phone: string): string {
  const compact = phone.replace(/\(0\)/g, '').replace(/[^+0-9]/g, '');
  return `tel:${compact}`;
}
