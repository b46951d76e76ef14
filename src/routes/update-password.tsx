import { createFileRoute } from '@tanstack/react-router';
import { UpdatePasswordPage } from '../features/auth/update-password-page.tsx';

export const Route = createFileRoute('/update-password')({ component: UpdatePasswordPage });
