import { useSession } from '../../../lib/session';
import { useTutorial } from '../hooks/use-tutorial';
import styles from './dashboard.module.css';
import { RecentWorlds } from './recent-worlds';
import { SharedWorlds } from './shared-worlds';
import { TutorialPanel } from './tutorial-panel';

export function DashboardPage() {
  const session = useSession();
  const name = session?.user.email?.split('@')[0] ?? '';
  const tutorial = useTutorial();

  return (
    <div className={styles.dashboard}>
      <header className={styles.hero}>
        <h1 className={styles.heading}>
          Welcome to <span className={styles.product}>Worldloom</span>
        </h1>
        <p className={styles.greeting}>
          Greetings, <strong>{name}</strong>. Your universes await.
        </p>
      </header>
      {tutorial.worlds.isError ? (
        <p role="alert" className="banner banner-error">
          Failed to load worlds.
        </p>
      ) : (
        <TutorialPanel loading={tutorial.loading} progress={tutorial.progress} firstWorldId={tutorial.firstWorld?.id} />
      )}
      <RecentWorlds worlds={tutorial.own} loading={tutorial.worlds.isPending} />
      {tutorial.shared && tutorial.shared.length > 0 && <SharedWorlds worlds={tutorial.shared} />}
    </div>
  );
}
