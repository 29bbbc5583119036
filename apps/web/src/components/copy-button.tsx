import { useCopyToClipboard } from '../lib/use-copy-to-clipboard';
import { CheckIcon, CopyIcon } from './icons';

interface CopyButtonProps {
  readonly text: string;
  /** What is copied, for screen readers: "Copy API key". */
  readonly label: string;
  readonly className?: string;
}

export function CopyButton({ text, label, className }: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <button
      type="button"
      className={`btn btn-secondary btn-small ${className ?? ''}`}
      onClick={() => void copy(text)}
      aria-label={copied ? 'Copied!' : label}
      data-copied={copied}
    >
      {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  );
}
