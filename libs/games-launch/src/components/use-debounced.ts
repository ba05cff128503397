import { useEffect, useState } from 'react';

/** Search waits until typing pauses, so each keystroke does not ask the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
