import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms` (compared as JSON, so a new object that says the same thing does not restart the wait). */
export function useDebounced<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
