import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (the search filters as you type, without a re-filter per key). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
