import { useEffect, useState } from 'react';

/** `value` once it has held still for `delayMs`: a scrubber dragged across ten beats asks for one, not ten. */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
