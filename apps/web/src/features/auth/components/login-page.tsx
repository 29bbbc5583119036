import { Link } from '@tanstack/react-router';
import { BrandMark } from '../../../components/brand-mark';
import { AuthForm } from './auth-form';
import styles from './login-page.module.css';

export function LoginPage() {
  return (
    <main className={styles.page}>
      <Link to="/" className={styles.brand}>
        <BrandMark size={40} />
        <span>Worldloom</span>
      </Link>
      <h1 className={styles.title}>Welcome back, worldbuilder</h1>
      <AuthForm />
    </main>
  );
}
