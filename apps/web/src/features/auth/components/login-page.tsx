import { Link } from '@tanstack/react-router';
import { BrandMark } from '../../../components/brand-mark';
import { useOpenApp } from '../../../lib/use-open-app';
import { AuthForm } from './auth-form';
import styles from './login-page.module.css';

export function LoginPage() {
  const openApp = useOpenApp();
  return (
    <main className={styles.page}>
      <Link to="/" className={styles.brand}>
        <BrandMark size={40} />
        <span>Worldloom</span>
      </Link>
      <h1 className={styles.title}>Welcome back, worldbuilder</h1>
      <AuthForm onSignedIn={openApp} />
    </main>
  );
}
