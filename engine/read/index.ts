/**
 * The reader toolkit: small pure functions that turn an unknown stored or sent value into a typed
 * one, with a limit and a fallback instead of a throw. Used by every document reader and callable
 * payload parser (model/, src/data/, functions/, scripts/) and by the engine's own readers.
 */
export { asData } from './as-data.ts';
export { count } from './count.ts';
export { isRecord } from './is-record.ts';
export { oneOf, oneOfOrNull } from './one-of.ts';
export { recordOrNull } from './record-or-null.ts';
export { stringOrNull } from './string-or-null.ts';
export { text } from './text.ts';
export { timeOrNull } from './time-or-null.ts';
