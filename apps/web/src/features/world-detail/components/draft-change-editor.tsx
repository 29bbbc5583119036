import { useId } from 'react';
import { type EntityChoices, type FieldSpec, fieldText, isRequired, optionsOf } from '../hooks/draft-fields';
import type { NameOf } from '../hooks/proposed-changes';
import styles from './beat-draft.module.css';

interface DraftFieldProps {
  readonly field: FieldSpec;
  readonly value: string;
  readonly choices: EntityChoices;
  readonly name: NameOf;
  readonly onChange: (value: string) => void;
  /** The browser found the value invalid on submit: its change opens, so the message can be shown. */
  readonly onInvalid: () => void;
}

/** One field of a proposed change, drawn from its description: a select, a text, lines of text or an importance. */
export function DraftField({ field, value, choices, name, onChange, onInvalid }: DraftFieldProps) {
  const id = useId();
  const { kind } = field;
  const required = isRequired(field);
  let control;
  if (kind.type === 'choice' || kind.type === 'entity') {
    control = (
      <select id={id} value={value} onInvalid={onInvalid} onChange={(event) => onChange(event.target.value)}>
        {optionsOf(field, choices, value, name).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (kind.type === 'fraction') {
    control = (
      <input id={id} type="number" min={0} max={1} step="any" required={required} value={value} onInvalid={onInvalid} onChange={(event) => onChange(event.target.value)} />
    );
  } else if (kind.type === 'lines') {
    control = <textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />;
  } else if (kind.multiline) {
    control = <textarea id={id} rows={3} maxLength={kind.maxLength} required={required} value={value} onInvalid={onInvalid} onChange={(event) => onChange(event.target.value)} />;
  } else {
    control = <input id={id} maxLength={kind.maxLength} required={required} value={value} onInvalid={onInvalid} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {control}
    </div>
  );
}

interface DraftChangeRowProps {
  /** The change in plain words, as the author's edits have it so far. */
  readonly label: string;
  /** The change as drafted (or as edited so far). */
  readonly item: Readonly<Record<string, unknown>>;
  /** The author's text of each field they touched, as typed. */
  readonly edits: Readonly<Record<string, string>> | undefined;
  readonly fields: readonly FieldSpec[];
  readonly kept: boolean;
  readonly open: boolean;
  readonly choices: EntityChoices;
  readonly name: NameOf;
  readonly onKeep: (keep: boolean) => void;
  readonly onToggle: () => void;
  /** A field of the change is invalid on submit: the change opens (a closed one cannot show the browser's message). */
  readonly onInvalid: () => void;
  readonly onField: (field: string, value: string) => void;
}

/** A proposed change in the draft editor: kept or dropped, and (expanded) every one of its fields. */
export function DraftChangeRow({ label, item, edits, fields, kept, open, choices, name, onKeep, onToggle, onInvalid, onField }: DraftChangeRowProps) {
  const id = useId();
  const editable = kept && fields.length > 0;
  return (
    <li className={styles.changeRow}>
      <div className={styles.changeHead}>
        <label className={styles.keep}>
          <input type="checkbox" checked={kept} onChange={(event) => onKeep(event.target.checked)} />
          {label}
        </label>
        {editable && (
          <button type="button" className="btn btn-ghost btn-small" aria-expanded={open} aria-controls={`${id}-fields`} onClick={onToggle}>
            Edit<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      {editable && (
        <fieldset id={`${id}-fields`} className={styles.changeFields} hidden={!open}>
          <legend className="visually-hidden">{label}</legend>
          {fields.map((field) => (
            <DraftField
              key={field.name}
              field={field}
              value={edits?.[field.name] ?? fieldText(item, field)}
              choices={choices}
              name={name}
              onChange={(value) => onField(field.name, value)}
              onInvalid={onInvalid}
            />
          ))}
        </fieldset>
      )}
    </li>
  );
}
