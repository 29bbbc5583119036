import { useNavigate } from '@tanstack/react-router';
import { authClient } from '../../../lib/session';
import { queryClient } from '../../../lib/trpc';

/** Sign Out returns to the root; a failure is logged and the user stays signed in (SPEC.md §8). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const { error } = await (await authClient()).signOut();
    if (error) {
      console.error('Sign-out failed', error);
      return;
    }
    queryClient.clear();
    await navigate({ to: '/' });
  };
}
