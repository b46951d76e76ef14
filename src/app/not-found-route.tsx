// The root route's not-found screen, loaded only when a path matches no route.
import { useLocation } from '@tanstack/react-router';
import { NotFoundPage } from '../features/pages/not-found-page.tsx';

export function NotFoundRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return <NotFoundPage pathname={pathname} />;
}
