import { createFileRoute } from '@tanstack/react-router';
import { AuthForm } from '../features/auth/components/auth-form';
import { LandingPage } from '../features/landing/components/landing-page';

export const Route = createFileRoute('/')({
  component: () => <LandingPage authForm={<AuthForm />} />,
});
