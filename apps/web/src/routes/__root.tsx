import { createRootRoute, Navigate, Outlet } from '@tanstack/react-router';

export const Route = createRootRoute({
  component: Outlet,
  // SPEC.md §2: any other path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});
