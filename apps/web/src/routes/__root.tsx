import { createRootRoute, Navigate, Outlet } from '@tanstack/react-router';
import { useFocusHeadingOnNavigation } from '../lib/use-focus-heading-on-navigation';

export const Route = createRootRoute({
  component: Root,
  // SPEC.md §2: any other path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function Root() {
  useFocusHeadingOnNavigation();
  return <Outlet />;
}
