import type { ClaimMethod, Faction, Location } from '@worldloom/contracts';
import { CLAIM_METHODS } from '@worldloom/contracts/vocabulary';
import { useState } from 'react';
import { announce } from '../../../lib/announce';
import { useWorldAccess } from '../../../lib/use-world-access';
import { useClaimLocation, useReleaseLocation } from '../api/faction-changes';
import { changeFailureMessage } from '../hooks/change-failure';
import { capitalize } from '../hooks/entity-vocabulary';
import { canClaim, type ClaimChoice, claimChoices, territoryOf } from '../hooks/living-world';
import { useChangeForms } from '../hooks/use-change-forms';
import { ChangeForm, ChoiceField, ReasonField } from './change-form';
import { Block } from './detail-blocks';
import type { WorldLists } from './entity-details';
import { EntityLink, type OpenEntity } from './entity-link';
import styles from './entities.module.css';

interface FactionTerritoryProps {
  readonly worldId: string;
  readonly faction: Faction;
  readonly world: WorldLists;
  readonly onOpen: OpenEntity;
}

/** The places the faction holds, each opening its own modal; Claim Location and Release Location change them. */
export function FactionTerritory({ worldId, faction, world, onOpen }: FactionTerritoryProps) {
  const territory = territoryOf(faction.id, world.locations);
  const choices = canClaim(faction) ? claimChoices(faction.id, world.locations, world.factions) : [];
  const forms = useChangeForms<'claim' | 'release'>();
  const access = useWorldAccess();
  return (
    <Block
      ref={forms.blockRef}
      label="Territory"
      note={`(${territory.length})`}
      actions={
        <>
          {choices.length > 0 && access.may('faction.claimLocation') && (
            <button type="button" className="btn btn-secondary btn-small" {...forms.openerOf('claim')}>
              Claim Location
            </button>
          )}
          {territory.length > 0 && access.may('faction.releaseLocation') && (
            <button type="button" className="btn btn-secondary btn-small" {...forms.openerOf('release')}>
              Release Location
            </button>
          )}
        </>
      }
    >
      {forms.open === 'claim' && choices.length > 0 && (
        <ClaimForm id={forms.formIdOf('claim')} worldId={worldId} faction={faction} choices={choices} onDone={forms.close} />
      )}
      {forms.open === 'release' && territory.length > 0 && (
        <ReleaseForm id={forms.formIdOf('release')} worldId={worldId} faction={faction} territory={territory} onDone={forms.close} />
      )}
      {!canClaim(faction) && <p className={styles.none}>A collapsed faction cannot take territory.</p>}
      {territory.length === 0 ? (
        <p className={styles.none}>Holds no location</p>
      ) : (
        <ul className={styles.places}>
          {territory.map((location) => (
            <li key={location.id} data-testid="territory">
              <EntityLink kind="location" id={location.id} name={location.name} onOpen={onOpen} />
              <span className={styles.placeNote}>
                {location.type} · {location.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function choiceLabel(choice: ClaimChoice): string {
  return choice.holder === null ? choice.name : `${choice.name} (held by ${choice.holder})`;
}

interface ClaimFormProps {
  readonly id: string;
  readonly worldId: string;
  readonly faction: Faction;
  readonly choices: readonly ClaimChoice[];
  /** Where the focus goes next: the button that opened the form, or the block when the change takes it away. */
  readonly onDone: (focus?: 'opener' | 'block') => void;
}

function ClaimForm({ id, worldId, faction, choices, onDone }: ClaimFormProps) {
  const claim = useClaimLocation(worldId);
  const [locationId, setLocationId] = useState(choices[0]!.id);
  const [method, setMethod] = useState<ClaimMethod>('conquest');
  const [reason, setReason] = useState('');
  const place = choices.find((choice) => choice.id === locationId) ?? choices[0]!;

  function submit() {
    const trimmed = reason.trim();
    claim.mutate(
      { factionId: faction.id, locationId: place.id, method, ...(trimmed ? { reason: trimmed } : {}) },
      {
        onSuccess: () => {
          const from = place.holder === null ? '' : ` from ${place.holder}`;
          announce(`${faction.name} took ${place.name}${from} by ${method}.`);
          onDone(choices.length === 1 ? 'block' : 'opener');
        },
      },
    );
  }

  return (
    <ChangeForm
      id={id}
      label="Claim location"
      submitLabel="Claim"
      busyLabel="Claiming..."
      busy={claim.isPending}
      ready
      failure={claim.isError ? changeFailureMessage(claim.error, 'Failed to claim location.') : null}
      onSubmit={submit}
      onCancel={() => onDone()}
    >
      <div className={styles.fieldRow}>
        <ChoiceField
          label="Location"
          value={place.id}
          choices={choices.map((choice) => ({ value: choice.id, label: choiceLabel(choice) }))}
          onChange={setLocationId}
          autoFocus
        />
        <ChoiceField
          label="Method"
          value={method}
          choices={CLAIM_METHODS.map((choice) => ({ value: choice, label: capitalize(choice) }))}
          onChange={setMethod}
        />
      </div>
      <ReasonField value={reason} required={false} placeholder="A siege at dawn, a bought charter..." onChange={setReason} />
    </ChangeForm>
  );
}

interface ReleaseFormProps {
  readonly id: string;
  readonly worldId: string;
  readonly faction: Faction;
  readonly territory: readonly Location[];
  /** Where the focus goes next: the button that opened the form, or the block when the change takes it away. */
  readonly onDone: (focus?: 'opener' | 'block') => void;
}

function ReleaseForm({ id, worldId, faction, territory, onDone }: ReleaseFormProps) {
  const release = useReleaseLocation(worldId);
  const [locationId, setLocationId] = useState(territory[0]!.id);
  const [reason, setReason] = useState('');
  const place = territory.find((location) => location.id === locationId) ?? territory[0]!;

  function submit() {
    release.mutate(
      { factionId: faction.id, locationId: place.id, reason: reason.trim() },
      {
        onSuccess: () => {
          announce(`${faction.name} let ${place.name} go.`);
          onDone(territory.length === 1 ? 'block' : 'opener');
        },
      },
    );
  }

  return (
    <ChangeForm
      id={id}
      label="Release location"
      submitLabel="Release"
      busyLabel="Releasing..."
      busy={release.isPending}
      ready={reason.trim() !== ''}
      failure={release.isError ? changeFailureMessage(release.error, 'Failed to release location.') : null}
      onSubmit={submit}
      onCancel={() => onDone()}
    >
      <ChoiceField
        label="Location"
        value={place.id}
        choices={territory.map((location) => ({ value: location.id, label: location.name }))}
        onChange={setLocationId}
        autoFocus
      />
      <ReasonField value={reason} placeholder="Too costly to hold, a treaty's terms..." onChange={setReason} />
    </ChangeForm>
  );
}
