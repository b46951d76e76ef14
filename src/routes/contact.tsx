import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/pages/contact-page.tsx';

export const Route = createFileRoute('/contact')({ component: ContactPage });
