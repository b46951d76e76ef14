import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/pages/faq-page.tsx';

export const Route = createFileRoute('/faq')({ component: FaqPage });
