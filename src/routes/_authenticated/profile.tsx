import { createFileRoute } from '@tanstack/react-router';
import { BrandSetupPage } from '../../features/brand/brand-setup-page.tsx';

export const Route = createFileRoute('/_authenticated/profile')({ component: BrandSetupPage });
