import { useId, useRef, useState } from 'react';
import { focusProduced } from '../../../lib/announce';

/**
 * A block's change forms, one open at a time, each behind the button that opens it (a disclosure). Closing
 * one hands the focus back to that button, or to the block when the change takes the button away (the last
 * place released leaves nothing to release).
 */
export function useChangeForms<Form extends string>() {
  const [open, setOpen] = useState<Form | null>(null);
  const openers = useRef(new Map<Form, HTMLButtonElement>());
  const blockRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const formIdOf = (form: Form) => `${baseId}-${form}`;

  function close(focus: 'opener' | 'block' = 'opener') {
    const opener = open === null ? undefined : openers.current.get(open);
    setOpen(null);
    if (focus === 'block') focusProduced(blockRef.current);
    else opener?.focus();
  }

  /** The props of the button that opens (and closes again) `form`. */
  function openerOf(form: Form) {
    return {
      ref: (button: HTMLButtonElement | null) => {
        if (button) openers.current.set(form, button);
        else openers.current.delete(form);
      },
      'aria-expanded': open === form,
      'aria-controls': open === form ? formIdOf(form) : undefined,
      onClick: () => setOpen(open === form ? null : form),
    };
  }

  return { open, close, openerOf, formIdOf, blockRef };
}
