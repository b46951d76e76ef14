// For component tests: draws links as the app's router would, with no routes to load.
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });

export function WithRouter({ children }: { children: ReactNode }) {
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>;
}
