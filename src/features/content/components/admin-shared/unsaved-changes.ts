/** What the content editors ask before their unsaved changes would be lost (useLeaveWarning from ui). */
export const UNSAVED_CHANGES = 'These changes are not saved yet. Leave anyway? They will be lost.';
