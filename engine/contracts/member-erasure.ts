/**
 * Erasure of a member's data (issue 14 item 4): erasures/{uid} progress, steps, the callables' requests and answers.
 */
export {};
