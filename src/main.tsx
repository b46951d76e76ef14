import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from './app/auth-provider.tsx';
import { firstScreenPainted, watchFirstScreen } from './app/first-screen.ts';
import { router } from './router.ts';
import './styles.css';

watchFirstScreen(router);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AuthProvider after={firstScreenPainted}>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>,
);
