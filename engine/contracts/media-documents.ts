/**
 * Media items (issue 13 item 3): media/{id}, and the upload bookkeeping.
 */
export {};
