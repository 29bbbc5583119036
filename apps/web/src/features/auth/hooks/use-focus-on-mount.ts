import { useEffect, useRef } from 'react';
import { focusProduced } from '../../../lib/announce';

/** A step of the form that replaces another takes the focus, so keyboard and screen-reader users land on it. */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => focusProduced(ref.current), []);
  return ref;
}
