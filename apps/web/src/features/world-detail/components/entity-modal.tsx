import type { Character, EmergedInBeat, Faction, Location } from '@worldloom/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AlertIcon, ArrowLeftIcon, SparklesIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { memberFailureMessage } from '../../../lib/member-failure';
import { useWorldAccess } from '../../../lib/use-world-access';
import { useCharacterMutations, useFactionMutations, useLocationMutations } from '../api/entity-mutations';
import type { WorldEntities } from '../api/world-entities';
import { emergedLabel } from '../hooks/arc-progress';
import { changeFailureMessage } from '../hooks/change-failure';
import { characterTypeLabel, type EntityKind, type EntityRef } from '../hooks/entity-vocabulary';
import { STATUS_TRANSITIONS, statusChoices } from '../hooks/status-transitions';
import { BannerIcon, PencilIcon, TrashIcon } from './detail-icons';
import { CharacterDetails, FactionDetails, LocationDetails, type WorldLists } from './entity-details';
import { EntityEditForm } from './entity-edit-form';
import type { OpenEntity } from './entity-link';
import { FactionStatusForm } from './faction-status-form';
import styles from './entities.module.css';

export type { EntityKind, EntityRef };

interface EntityModalProps {
  readonly worldId: string;
  /** The modals opened one from another: the last is shown, the one before is where Back leads. */
  readonly trail: readonly EntityRef[];
  readonly entities: WorldEntities;
  /** Opens an entity the shown one refers to, on top of the trail. */
  readonly onFollow: OpenEntity;
  readonly onBack: () => void;
  readonly onClose: () => void;
}

/** The detail modal of a location, character or faction, read from the lists so a change shows at once. */
export function EntityModal({ worldId, trail, entities, onFollow, onBack, onClose }: EntityModalProps) {
  const entity = trail.at(-1);
  const previous = trail.at(-2);
  const previousName = previous && listOf(entities, previous.kind).find((item) => item.id === previous.id)?.name;
  const back = previousName ? { name: previousName, onBack } : undefined;
  const common = { worldId, world: entities, back, onFollow, onClose };
  const location = entity?.kind === 'location' ? entities.locations.find((item) => item.id === entity.id) : undefined;
  const character = entity?.kind === 'character' ? entities.characters.find((item) => item.id === entity.id) : undefined;
  const faction = entity?.kind === 'faction' ? entities.factions.find((item) => item.id === entity.id) : undefined;

  return (
    <>
      {location && <LocationModal key={location.id} {...common} location={location} />}
      {character && <CharacterModal key={character.id} {...common} character={character} />}
      {faction && <FactionModal key={faction.id} {...common} faction={faction} />}
    </>
  );
}

function listOf(entities: WorldLists, kind: EntityKind): readonly { id: string; name: string }[] {
  return { location: entities.locations, character: entities.characters, faction: entities.factions }[kind];
}

interface KindModalProps {
  readonly worldId: string;
  readonly world: WorldLists;
  readonly back: BackLink | undefined;
  readonly onFollow: OpenEntity;
  readonly onClose: () => void;
}

function LocationModal({ worldId, world, back, onFollow, onClose, location }: KindModalProps & { location: Location }) {
  const { update, remove } = useLocationMutations(worldId);
  const access = useWorldAccess();
  return (
    <EntityModalFrame
      kind="location"
      name={location.name}
      badges={[location.type, location.status]}
      emergedIn={location.emerged_in_beat}
      back={back}
      mayEdit={access.may('location.update')}
      mayRemove={access.may('location.delete')}
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
      <LocationDetails location={location} world={world} onOpen={onFollow} />
    </EntityModalFrame>
  );
}

function CharacterModal({ worldId, world, back, onFollow, onClose, character }: KindModalProps & { character: Character }) {
  const { update, remove } = useCharacterMutations(worldId);
  const access = useWorldAccess();
  // The signed-in player's own character is marked "You"; a player edits only that one.
  const own = access.isOwn(character);
  return (
    <EntityModalFrame
      kind="character"
      name={character.name}
      badges={[characterTypeLabel(character.type), character.story_role, character.status, ...(own ? ['You'] : [])]}
      emergedIn={character.emerged_in_beat}
      back={back}
      mayEdit={access.mayEditCharacter(character)}
      mayRemove={access.mayRemoveCharacter(character)}
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
          location={{ id: character.location_id, choices: world.locations }}
          motivations={character.motivations}
          fields={access.characterFields}
          onSave={(changes) => update.mutate({ id: character.id, ...changes }, { onSuccess: done })}
        />
      )}
    >
      <CharacterDetails character={character} world={world} onOpen={onFollow} />
    </EntityModalFrame>
  );
}

function FactionModal({ worldId, world, back, onFollow, onClose, faction }: KindModalProps & { faction: Faction }) {
  const { update, remove } = useFactionMutations(worldId);
  const access = useWorldAccess();
  return (
    <EntityModalFrame
      kind="faction"
      name={faction.name}
      badges={[faction.type, faction.status]}
      emergedIn={null}
      back={back}
      mayEdit={access.may('faction.update')}
      mayRemove={access.may('faction.delete')}
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
          leader={{ id: faction.leader_id, choices: world.characters }}
          onSave={(changes) => update.mutate({ id: faction.id, ...changes }, { onSuccess: done })}
        />
      )}
      statusAction={
        access.may('faction.setStatus')
          ? {
              icon: <BannerIcon width={18} height={18} />,
              form: ({ onCancel, done }) => <FactionStatusForm worldId={worldId} faction={faction} onCancel={onCancel} onDone={done} />,
            }
          : undefined
      }
    >
      <FactionDetails worldId={worldId} faction={faction} world={world} onOpen={onFollow} />
    </EntityModalFrame>
  );
}

interface BackLink {
  /** The entity the modal was opened from. */
  readonly name: string;
  readonly onBack: () => void;
}

interface MutationState {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  reset(): void;
}

/**
 * Why a save failed, for the person: the world's own words when it refused the change (a player's field the
 * server does not take names it: FORBIDDEN, as the members' calls say it), else "Failed to save changes.".
 */
function saveFailure(error: unknown): string {
  return changeFailureMessage(error, memberFailureMessage(error, 'Failed to save changes.'));
}

interface PanelSlot {
  readonly onCancel: () => void;
  /** Called once the change went through: the details come back and show it. */
  readonly done: () => void;
}

interface EditFormSlot extends PanelSlot {
  readonly saving: boolean;
  readonly failure: string | null;
}

/** A change with a form of its own in place of the details (a faction's Change Status). */
interface StatusAction {
  readonly icon: ReactNode;
  readonly form: (slot: PanelSlot) => ReactNode;
}

interface EntityModalFrameProps {
  readonly kind: EntityKind;
  readonly name: string;
  readonly badges: readonly string[];
  readonly emergedIn: EmergedInBeat | null;
  readonly back: BackLink | undefined;
  /** What the person's role lets them do to this entity: the buttons for the rest do not show. */
  readonly mayEdit: boolean;
  readonly mayRemove: boolean;
  readonly update: MutationState;
  readonly remove: MutationState;
  readonly onRemove: () => void;
  readonly onClose: () => void;
  readonly editForm: (slot: EditFormSlot) => ReactNode;
  readonly statusAction?: StatusAction;
  readonly children: ReactNode;
}

type Panel = 'details' | 'edit' | 'status';

/** What every entity modal shares: title and badges, the details or a form, and Remove / Edit. */
function EntityModalFrame(props: EntityModalFrameProps) {
  const { kind, name, badges, emergedIn, back, mayEdit, mayRemove, update, remove, onRemove, onClose, editForm, statusAction, children } = props;
  const [panel, setPanel] = useState<Panel>('details');
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  // The button whose form just closed takes the focus back once the details are shown again.
  const returnFocusTo = useRef<Panel | null>(null);
  const focusIfReturning = (opened: Panel) => (button: HTMLButtonElement | null) => {
    if (button && returnFocusTo.current === opened) {
      returnFocusTo.current = null;
      button.focus();
    }
  };
  const showDetails = (from: Panel) => {
    update.reset();
    returnFocusTo.current = from;
    setPanel('details');
  };

  return (
    <>
      <Modal
        open
        wide
        title={name}
        subtitle={
          <>
            {badges.map((badge) => (
              <span key={badge} className={`badge ${styles.modalBadge}`}>
                {badge}
              </span>
            ))}
            {emergedIn && <EmergedBadge emergedIn={emergedIn} />}
          </>
        }
        onClose={onClose}
      >
        {back && panel === 'details' && (
          <button type="button" className={`btn btn-ghost btn-small ${styles.back}`} onClick={back.onBack}>
            <ArrowLeftIcon width={16} height={16} />
            Back to {back.name}
          </button>
        )}
        {panel === 'edit' &&
          editForm({
            saving: update.isPending,
            failure: update.isError ? saveFailure(update.error) : null,
            onCancel: () => showDetails('edit'),
            done: () => showDetails('edit'),
          })}
        {panel === 'status' && statusAction?.form({ onCancel: () => showDetails('status'), done: () => showDetails('status') })}
        {panel === 'details' && (
          <>
            {children}
            {remove.isError && (
              <p role="alert" className="banner banner-error">
                <AlertIcon />
                <span>Failed to remove the {kind}.</span>
              </p>
            )}
            {(mayEdit || mayRemove || statusAction) && (
              <div className={styles.actions}>
                {mayRemove && (
                  <button type="button" className="btn btn-danger" onClick={() => setConfirmingRemove(true)} disabled={remove.isPending}>
                    <TrashIcon width={18} height={18} />
                    Remove
                  </button>
                )}
                {statusAction && (
                  <button type="button" ref={focusIfReturning('status')} className="btn btn-secondary" onClick={() => setPanel('status')}>
                    {statusAction.icon}
                    Change Status
                  </button>
                )}
                {mayEdit && (
                  <button type="button" ref={focusIfReturning('edit')} className="btn btn-secondary" onClick={() => setPanel('edit')}>
                    <PencilIcon width={18} height={18} />
                    Edit
                  </button>
                )}
              </div>
            )}
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

function EmergedBadge({ emergedIn }: { emergedIn: EmergedInBeat }) {
  return (
    <span className={`badge ${styles.emergedBadge}`} data-testid="emerged-mark">
      <SparklesIcon width={14} height={14} />
      {emergedLabel(emergedIn)}
    </span>
  );
}
