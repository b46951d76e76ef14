import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/pages/terms-page.tsx';

export const Route = createFileRoute('/terms')({ component: TermsPage });
