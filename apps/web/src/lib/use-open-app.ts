import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { takeReturnTarget } from './return-target';

/**
 * Opens /app from a page under the router (the landing page outside it has main.tsx's own), or the page of
 * the app a visitor asked for before signing in (return-target.ts).
 */
export function useOpenApp(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate({ href: takeReturnTarget() }), [navigate]);
}
