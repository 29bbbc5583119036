import { useState } from 'react';
import styles from './landing-page.module.css';

/** Our own loop (scripts/media/generate.sh); still, as its poster, for people who prefer reduced motion. */
export function BackgroundVideo() {
  const [reduceMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  return (
    <video
      className={styles.video}
      autoPlay={!reduceMotion}
      muted
      loop
      playsInline
      preload="auto"
      poster="/media/landing-poster.jpg"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="landing-video"
    >
      <source src="/media/landing.webm" type="video/webm" />
      <source src="/media/landing.mp4" type="video/mp4" />
    </video>
  );
}
