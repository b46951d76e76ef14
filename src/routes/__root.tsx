import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppShell } from '../app/shell/app-shell.tsx';

export const Route = createRootRoute({
  component: AppShell,
  notFoundComponent: lazyRouteComponent(() => import('../app/not-found-route.tsx'), 'NotFoundRoute'),
});
