import { useLocation } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';

type Search = Record<string, unknown>;

/**
 * Whether the address's search (as the router parsed it) already says exactly what the route's
 * validateSearch made of it: no malformed or unknown key, and nothing spelled another way (`history=1`).
 */
export function isCanonicalSearch(raw: Search, validated: object): boolean {
  const kept = Object.entries(validated).filter(([, value]) => value !== undefined);
  return Object.keys(raw).length === kept.length && kept.every(([key, value]) => Object.is(raw[key], value));
}

/**
 * Puts what a route's validateSearch made of the address back in it, replacing the entry, whenever it
 * had to correct something: a link with a malformed or unknown part shows the page's default, and the link
 * copied from the address bar next names what is on screen.
 */
export function useCanonicalSearch<Validated extends object>(
  validateSearch: (raw: Search) => Validated,
  replaceSearch: (search: Validated) => void,
): void {
  const raw = useLocation({ select: (location) => location.search as Search });
  const replace = useEffectEvent(replaceSearch);
  useEffect(() => {
    const validated = validateSearch(raw);
    if (!isCanonicalSearch(raw, validated)) replace(validated);
  }, [raw, validateSearch]);
}
