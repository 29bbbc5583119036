import { CopyButton } from '../../../components/copy-button';
import styles from './api-docs.module.css';

interface CodeSampleProps {
  readonly code: string;
  readonly title: string;
  /** `bash` samples are commands to run; `json` ones show bodies and answers. */
  readonly language?: 'bash' | 'json';
}

export function CodeSample({ code, title, language = 'bash' }: CodeSampleProps) {
  return (
    <figure className={styles.sample} data-testid="code-sample" data-language={language}>
      <figcaption className={styles.sampleHeader}>
        <span>{title}</span>
        <CopyButton text={code} label={`Copy: ${title}`} />
      </figcaption>
      {/* Focusable so a keyboard can scroll long lines. */}
      <pre className={styles.samplePre} tabIndex={0} aria-label={title}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
