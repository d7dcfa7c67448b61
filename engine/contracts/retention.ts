/**
 * Retention (issue 14 item 6): which drafts and audit entries are past the periods in settings/site.
 */
export {};
