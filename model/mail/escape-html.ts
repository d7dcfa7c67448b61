const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A string safe inside an email's HTML text or a quoted attribute: every member-supplied string
 * (a name, a form title, a message) goes through this, so `<script>` arrives as text.
 */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
