/**
 * The revision counter of a builder's working copy (forms/{id}/private/draft, courses/{id}): it grows
 * by one per save, and a save made on an older revision is refused. What the app reads of the saved
 * revision, and what a refused save reports (the conflict dialogs show it).
 */
export interface SavedRevision<Time = Date> {
  revision: number;
  /** null while the server's time is pending, or when none was stored */
  updatedAt: Time | null;
  updatedBy: string | null;
}
