import type { CharacterType, FactionType, LocationType, StoryRole } from '@worldloom/contracts';
import { STORY_ROLES } from '@worldloom/contracts/vocabulary';
import { type FormEvent, useId, useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { useWorldAccess } from '../../../lib/use-world-access';
import { useCharacterMutations, useFactionMutations, useLocationMutations } from '../api/entity-mutations';
import { capitalize, characterTypeLabel, ENTITY_TYPE_CHOICES, type EntityKind } from '../hooks/entity-vocabulary';
import styles from './entities.module.css';

interface AddEntityModalProps {
  readonly kind: EntityKind;
  readonly worldId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Adds a location, faction or character by hand: a name, its kind and a few words about it. */
export function AddEntityModal({ kind, worldId, open, onClose }: AddEntityModalProps) {
  // A player adds one character, their own (of type player).
  const ownCharacter = useWorldAccess().createsOwnCharacter && kind === 'character';
  return (
    <Modal open={open} title={ownCharacter ? 'Create My Character' : `Add ${capitalize(kind)}`} onClose={onClose}>
      <AddEntityForm kind={kind} worldId={worldId} onDone={onClose} />
    </Modal>
  );
}

function AddEntityForm({ kind, worldId, onDone }: { kind: EntityKind; worldId: string; onDone: () => void }) {
  const [name, setName] = useState('');
  const characterTypes = useWorldAccess().characterTypes;
  const choices: readonly string[] = kind === 'character' ? ENTITY_TYPE_CHOICES.character.filter((choice) => characterTypes.includes(choice)) : ENTITY_TYPE_CHOICES[kind];
  const [picked, setType] = useState<string>(choices[0] ?? ENTITY_TYPE_CHOICES[kind][0]);
  // The choices narrow once the person's role is known.
  const type = choices.includes(picked) ? picked : (choices[0] ?? picked);
  const [role, setRole] = useState<StoryRole>('minor');
  const [text, setText] = useState('');
  const locations = useLocationMutations(worldId);
  const factions = useFactionMutations(worldId);
  const characters = useCharacterMutations(worldId);
  const id = useId();
  const create = { location: locations.create, faction: factions.create, character: characters.create }[kind];
  const textLabel = kind === 'faction' ? 'Ideology' : 'Description';

  function submit(event: FormEvent) {
    event.preventDefault();
    const common = { world_id: worldId, name: name.trim() };
    const options = { onSuccess: onDone };
    if (kind === 'location') {
      locations.create.mutate({ ...common, type: type as LocationType, description: text.trim() }, options);
    } else if (kind === 'faction') {
      factions.create.mutate({ ...common, type: type as FactionType, ideology: text.trim() }, options);
    } else {
      characters.create.mutate(
        { ...common, type: type as CharacterType, story_role: role, description: text.trim() },
        options,
      );
    }
  }

  return (
    <form className={styles.editForm} onSubmit={submit}>
      {create.isError && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>Failed to add the {kind}.</span>
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} required maxLength={100} value={name} data-autofocus onChange={(event) => setName(event.target.value)} />
      </div>
      <div className={styles.fieldRow}>
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {kind === 'character' ? characterTypeLabel(choice) : capitalize(choice)}
              </option>
            ))}
          </select>
        </div>
        {kind === 'character' && (
          <div className="field">
            <label htmlFor={`${id}-role`}>Story role</label>
            <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as StoryRole)}>
              {STORY_ROLES.map((choice) => (
                <option key={choice} value={choice}>
                  {capitalize(choice)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>{textLabel}</label>
        <textarea id={`${id}-text`} maxLength={4000} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending || !name.trim()}>
          {create.isPending ? 'Adding...' : `Add ${capitalize(kind)}`}
        </button>
      </div>
    </form>
  );
}
