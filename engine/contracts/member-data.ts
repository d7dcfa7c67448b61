/**
 * Members' data rights (issue 14): the export's shape, erasure progress (erasures/{uid}), the callables' requests and answers, retention plans.
 */
export {};
