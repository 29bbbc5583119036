import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Opens /app from a page under the router (the landing page outside it has main.tsx's own). */
export function useOpenApp(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate({ to: '/app' }), [navigate]);
}
