// The app's tree, the same whether the browser draws it from nothing (main.tsx) or
// takes over a page drawn ahead of time (src/prerender.tsx): hydration needs both to
// render the same components in the same order.
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { AuthProvider } from './auth-provider.tsx';
import { firstDataDrawn, firstScreenPainted } from './first-screen.ts';

export function AppRoot({ router }: { router: AnyRouter }) {
  return (
    <StrictMode>
      <AuthProvider after={firstScreenPainted} dataDrawn={firstDataDrawn}>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>
  );
}
