// Test-only: freeze a value and everything inside it, so any attempt to change it throws (in strict mode).

/** `value`, with it and every object or array it holds frozen. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A frozen deep copy: the original stays usable for comparison. */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}
