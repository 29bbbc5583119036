import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC.md §9: copy feedback lasts 2 seconds. */
export const COPY_FEEDBACK_MS = 2000;

/** Copies text and reports `copied` for two seconds afterwards; a failed copy is logged only. */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
    }
  }, []);

  return { copied, copy };
}
