import { createContext } from 'react';

/** A response opened from a member's timeline, as the record's access log writes it. */
export interface ResponseAccess {
  memberId: string;
  kind: 'response';
  responseId: string;
}

/**
 * The hook that writes one access entry per response opened (the record that shows the timeline
 * keeps the access log and provides it); outside a record nothing is written.
 */
export const ResponseAccessLog = createContext<(access: ResponseAccess) => void>(() => undefined);
