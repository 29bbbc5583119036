import { lazy } from 'react';

/**
 * The sign-in form, in a chunk of its own: the landing page shows it only after Begin Your Journey, so the
 * landing's first paint, and every page of the app (whose main script carries the landing), go without it.
 * Begin Your Journey starts the download while the intro fades out (600 ms).
 */
export const loadAuthForm = () => import('../features/auth/components/auth-form');

export const LazyAuthForm = lazy(() => loadAuthForm().then((module) => ({ default: module.AuthForm })));
