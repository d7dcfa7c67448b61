import type { ResponsesFilter } from '../../api/form-responses-api';

export type { ResponsesFilter };

/** Every response, newest first. */
export const NO_RESPONSES_FILTER: ResponsesFilter = { from: null, to: null, version: null, band: null, flagged: 'all', sort: { by: 'date' }, direction: 'desc' };

/** True when the filter narrows the list (the order alone does not). */
export const isNarrowed = (filter: ResponsesFilter): boolean => Boolean(filter.from || filter.to || filter.version !== null || filter.band || filter.flagged !== 'all');
