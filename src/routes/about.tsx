import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/pages/about-page.tsx';

export const Route = createFileRoute('/about')({ component: AboutPage });
