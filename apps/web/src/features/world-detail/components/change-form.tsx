import { type FormEvent, type ReactNode, useId } from 'react';
import { AlertIcon } from '../../../components/icons';
import styles from './entities.module.css';

/** The longest reason the API takes: it goes into the history lines of everything the change touches. */
export const REASON_MAX = 1000;

interface ChangeFormProps {
  readonly id: string;
  /** The form's name, for assistive technology ("Set stance"). */
  readonly label: string;
  readonly submitLabel: string;
  /** The submit button's words while the change is on its way ("Setting Stance..."). */
  readonly busyLabel: string;
  readonly busy: boolean;
  readonly ready: boolean;
  /** The refusal or failure of the last try, shown above the fields. */
  readonly failure: string | null;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}

/** A small form for one change to the living world: its fields, the last failure, Cancel and submit. */
export function ChangeForm({ id, label, submitLabel, busyLabel, busy, ready, failure, onSubmit, onCancel, children }: ChangeFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && ready) onSubmit();
  }
  return (
    <form id={id} className={styles.changeForm} aria-label={label} onSubmit={submit}>
      {failure && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>{failure}</span>
        </p>
      )}
      {children}
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost btn-small" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-small" disabled={busy || !ready}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

interface ChoiceFieldProps<Value extends string> {
  readonly label: string;
  readonly value: Value;
  readonly choices: readonly { readonly value: Value; readonly label: string }[];
  readonly onChange: (value: Value) => void;
  /** The form's first field takes the focus when it opens. */
  readonly autoFocus?: boolean;
}

export function ChoiceField<Value extends string>({ label, value, choices, onChange, autoFocus }: ChoiceFieldProps<Value>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} autoFocus={autoFocus} onChange={(event) => onChange(event.target.value as Value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ReasonFieldProps {
  readonly label?: string;
  readonly value: string;
  readonly required?: boolean;
  readonly placeholder: string;
  readonly hint?: string;
  readonly onChange: (value: string) => void;
}

/** Why the change happened: it goes into the history lines of everything it touches. */
export function ReasonField({ label = 'Reason', value, required = true, placeholder, hint, onChange }: ReasonFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {!required && <span className={styles.optional}> (optional)</span>}
      </label>
      <textarea
        id={id}
        className={styles.reason}
        required={required}
        maxLength={REASON_MAX}
        value={value}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
