import type { Character, Faction, Location } from '@worldloom/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AlertIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { useCharacterMutations, useFactionMutations, useLocationMutations } from '../api/entity-mutations';
import type { WorldEntities } from '../api/world-entities';
import { characterTypeLabel, type EntityKind } from '../hooks/entity-vocabulary';
import { STATUS_TRANSITIONS, statusChoices } from '../hooks/status-transitions';
import { PencilIcon, TrashIcon } from './detail-icons';
import { CharacterDetails, FactionDetails, LocationDetails, type NameIndex } from './entity-details';
import { EntityEditForm } from './entity-edit-form';
import styles from './entities.module.css';

export type { EntityKind };
export interface EntityRef {
  readonly kind: EntityKind;
  readonly id: string;
}

interface EntityModalProps {
  readonly worldId: string;
  readonly entity: EntityRef | null;
  readonly entities: WorldEntities;
  readonly onClose: () => void;
}

/** The detail modal of a location, character or faction, read from the lists so an edit shows at once. */
export function EntityModal({ worldId, entity, entities, onClose }: EntityModalProps) {
  const { locations, factions, characters } = entities;
  const names = useMemo<NameIndex>(
    () => new Map([...locations, ...factions, ...characters].map((item) => [item.id, item.name])),
    [locations, factions, characters],
  );
  const location = entity?.kind === 'location' ? locations.find((item) => item.id === entity.id) : undefined;
  const character = entity?.kind === 'character' ? characters.find((item) => item.id === entity.id) : undefined;
  const faction = entity?.kind === 'faction' ? factions.find((item) => item.id === entity.id) : undefined;

  return (
    <>
      {location && <LocationModal key={location.id} worldId={worldId} location={location} onClose={onClose} />}
      {character && <CharacterModal key={character.id} worldId={worldId} character={character} names={names} onClose={onClose} />}
      {faction && <FactionModal key={faction.id} worldId={worldId} faction={faction} characters={characters} names={names} onClose={onClose} />}
    </>
  );
}

interface KindModalProps {
  readonly worldId: string;
  readonly onClose: () => void;
}

function LocationModal({ worldId, location, onClose }: KindModalProps & { location: Location }) {
  const { update, remove } = useLocationMutations(worldId);
  return (
    <EntityModalFrame
      kind="location"
      name={location.name}
      badges={[location.type, location.status]}
      update={update}
      remove={remove}
      onRemove={() => remove.mutate({ id: location.id }, { onSuccess: onClose })}
      onClose={onClose}
      editForm={({ done, ...slot }) => (
        <EntityEditForm
          {...slot}
          name={location.name}
          status={location.status}
          statuses={statusChoices(STATUS_TRANSITIONS.location, location.status)}
          description={location.description}
          onSave={(changes) => update.mutate({ id: location.id, ...changes }, { onSuccess: done })}
        />
      )}
    >
      <LocationDetails location={location} />
    </EntityModalFrame>
  );
}

function CharacterModal({ worldId, character, names, onClose }: KindModalProps & { character: Character; names: NameIndex }) {
  const { update, remove } = useCharacterMutations(worldId);
  return (
    <EntityModalFrame
      kind="character"
      name={character.name}
      badges={[characterTypeLabel(character.type), character.story_role, character.status]}
      update={update}
      remove={remove}
      onRemove={() => remove.mutate({ id: character.id }, { onSuccess: onClose })}
      onClose={onClose}
      editForm={({ done, ...slot }) => (
        <EntityEditForm
          {...slot}
          name={character.name}
          status={character.status}
          statuses={statusChoices(STATUS_TRANSITIONS.character, character.status)}
          description={character.description}
          onSave={(changes) => update.mutate({ id: character.id, ...changes }, { onSuccess: done })}
        />
      )}
    >
      <CharacterDetails character={character} names={names} />
    </EntityModalFrame>
  );
}

interface FactionModalProps extends KindModalProps {
  readonly faction: Faction;
  readonly characters: readonly Character[];
  readonly names: NameIndex;
}

function FactionModal({ worldId, faction, characters, names, onClose }: FactionModalProps) {
  const { update, remove } = useFactionMutations(worldId);
  return (
    <EntityModalFrame
      kind="faction"
      name={faction.name}
      badges={[faction.type, faction.status]}
      update={update}
      remove={remove}
      onRemove={() => remove.mutate({ id: faction.id }, { onSuccess: onClose })}
      onClose={onClose}
      editForm={({ done, ...slot }) => (
        <EntityEditForm
          {...slot}
          name={faction.name}
          status={faction.status}
          statuses={statusChoices(STATUS_TRANSITIONS.faction, faction.status)}
          leader={{ id: faction.leader_id, choices: characters }}
          onSave={(changes) => update.mutate({ id: faction.id, ...changes }, { onSuccess: done })}
        />
      )}
    >
      <FactionDetails faction={faction} names={names} />
    </EntityModalFrame>
  );
}

interface MutationState {
  readonly isPending: boolean;
  readonly isError: boolean;
  reset(): void;
}

interface EditFormSlot {
  readonly saving: boolean;
  readonly failed: boolean;
  readonly onCancel: () => void;
  /** Called once a save went through: the form closes and the reloaded details show the change. */
  readonly done: () => void;
}

interface EntityModalFrameProps {
  readonly kind: EntityKind;
  readonly name: string;
  readonly badges: readonly string[];
  readonly update: MutationState;
  readonly remove: MutationState;
  readonly onRemove: () => void;
  readonly onClose: () => void;
  readonly editForm: (slot: EditFormSlot) => ReactNode;
  readonly children: ReactNode;
}

/** What every entity modal shares: title and badges, the details or the edit form, and Edit / Remove. */
function EntityModalFrame({ kind, name, badges, update, remove, onRemove, onClose, editForm, children }: EntityModalFrameProps) {
  const [editing, setEditing] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const stopEditing = () => {
    update.reset();
    setEditing(false);
  };

  return (
    <>
      <Modal
        open
        wide
        title={name}
        subtitle={badges.map((badge) => (
          <span key={badge} className={`badge ${styles.modalBadge}`}>
            {badge}
          </span>
        ))}
        onClose={onClose}
      >
        {editing ? (
          editForm({ saving: update.isPending, failed: update.isError, onCancel: stopEditing, done: stopEditing })
        ) : (
          <>
            {children}
            {remove.isError && (
              <p role="alert" className="banner banner-error">
                <AlertIcon />
                <span>Failed to remove the {kind}.</span>
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className="btn btn-danger" onClick={() => setConfirmingRemove(true)} disabled={remove.isPending}>
                <TrashIcon width={18} height={18} />
                Remove
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
                <PencilIcon width={18} height={18} />
                Edit
              </button>
            </div>
          </>
        )}
      </Modal>
      <ConfirmDialog
        open={confirmingRemove}
        title={`Remove ${name}?`}
        message={`This removes the ${kind} from the world. Its past stays in the world's history.`}
        confirmLabel={`Remove ${kind}`}
        busy={remove.isPending}
        onConfirm={() => {
          setConfirmingRemove(false);
          onRemove();
        }}
        onCancel={() => setConfirmingRemove(false)}
      />
    </>
  );
}
