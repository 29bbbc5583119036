import type { Faction, FactionStance } from '@worldloom/contracts';
import { FACTION_STANCES } from '@worldloom/contracts/vocabulary';
import { useState } from 'react';
import { announce } from '../../../lib/announce';
import { formatDateTime } from '../../../lib/format-date';
import { useWorldAccess } from '../../../lib/use-world-access';
import { useSetStance } from '../api/faction-changes';
import { changeFailureMessage } from '../hooks/change-failure';
import { capitalize } from '../hooks/entity-vocabulary';
import { type StanceRow, stanceRows } from '../hooks/living-world';
import { useChangeForms } from '../hooks/use-change-forms';
import { ChangeForm, ChoiceField, ReasonField } from './change-form';
import { Block } from './detail-blocks';
import { EntityLink, type OpenEntity } from './entity-link';
import styles from './entities.module.css';

interface FactionStancesProps {
  readonly worldId: string;
  readonly faction: Faction;
  readonly factions: readonly Faction[];
  readonly onOpen: OpenEntity;
}

/** How the faction stands toward every other one (neutral unless set), and Set Stance to change one. */
export function FactionStances({ worldId, faction, factions, onOpen }: FactionStancesProps) {
  const rows = stanceRows(faction, factions);
  const forms = useChangeForms<'stance'>();
  const mayChange = useWorldAccess().may('faction.setStance');
  return (
    <Block
      ref={forms.blockRef}
      label="Stances"
      actions={
        rows.length > 0 &&
        mayChange && (
          <button type="button" className="btn btn-secondary btn-small" {...forms.openerOf('stance')}>
            Set Stance
          </button>
        )
      }
    >
      {forms.open === 'stance' && rows.length > 0 && (
        <SetStanceForm id={forms.formIdOf('stance')} worldId={worldId} faction={faction} rows={rows} onDone={() => forms.close()} />
      )}
      {rows.length === 0 ? (
        <p className={styles.none}>No other faction to stand toward.</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.faction.id} className={styles.row} data-testid="stance">
              <div className={styles.rowTop}>
                <span className={styles.swatch} style={{ background: row.faction.banner_color }} aria-hidden="true" />
                <EntityLink kind="faction" id={row.faction.id} name={row.faction.name} onOpen={onOpen} />
                <StanceBadge stance={row.stance} />
              </div>
              {row.reason === null ? (
                <p className={styles.none}>No stance set</p>
              ) : (
                <>
                  <p className={styles.rowText}>{row.reason}</p>
                  {row.lastChanged && (
                    <p className={styles.timelineMeta}>
                      <span>
                        Since <time dateTime={row.lastChanged}>{formatDateTime(row.lastChanged)}</time>
                      </span>
                    </p>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

export function StanceBadge({ stance }: { stance: FactionStance }) {
  return (
    <span className={`badge ${styles.stance}`} data-stance={stance}>
      {capitalize(stance)}
    </span>
  );
}

/** A stance other than the current one: setting the same again is no change. */
function otherStance(current: FactionStance): FactionStance {
  return FACTION_STANCES.find((stance) => stance !== current) ?? current;
}

interface SetStanceFormProps {
  readonly id: string;
  readonly worldId: string;
  readonly faction: Faction;
  readonly rows: readonly StanceRow<Faction>[];
  readonly onDone: () => void;
}

function SetStanceForm({ id, worldId, faction, rows, onDone }: SetStanceFormProps) {
  const setStance = useSetStance(worldId);
  const [targetId, setTargetId] = useState(rows[0]!.faction.id);
  const current = rows.find((row) => row.faction.id === targetId) ?? rows[0]!;
  const [stance, setStanceChoice] = useState<FactionStance>(otherStance(current.stance));
  const [reason, setReason] = useState('');

  function chooseTarget(next: string) {
    setTargetId(next);
    const row = rows.find((candidate) => candidate.faction.id === next);
    if (row) setStanceChoice(otherStance(row.stance));
  }

  function submit() {
    const target = current.faction;
    setStance.mutate(
      { sourceId: faction.id, targetId: target.id, stance, reason: reason.trim() },
      {
        onSuccess: () => {
          announce(`${faction.name} is now ${stance} toward ${target.name}.`);
          onDone();
        },
      },
    );
  }

  return (
    <ChangeForm
      id={id}
      label="Set stance"
      submitLabel="Set Stance"
      busyLabel="Setting Stance..."
      busy={setStance.isPending}
      ready={reason.trim() !== ''}
      failure={setStance.isError ? changeFailureMessage(setStance.error, 'Failed to set stance.') : null}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className={styles.fieldRow}>
        <ChoiceField
          label="Toward"
          value={targetId}
          choices={rows.map((row) => ({ value: row.faction.id, label: row.faction.name }))}
          onChange={chooseTarget}
          autoFocus
        />
        <ChoiceField
          label="Stance"
          value={stance}
          choices={FACTION_STANCES.map((choice) => ({
            value: choice,
            label: choice === current.stance ? `${capitalize(choice)} (now)` : capitalize(choice),
          }))}
          onChange={setStanceChoice}
        />
      </div>
      <ReasonField value={reason} placeholder="Border raids, a marriage pact, an old debt..." onChange={setReason} />
    </ChangeForm>
  );
}
