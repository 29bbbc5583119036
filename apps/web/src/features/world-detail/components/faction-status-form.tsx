import type { Faction, FactionStatus } from '@worldloom/contracts';
import { useId, useState } from 'react';
import { announce } from '../../../lib/announce';
import { useSetFactionStatus } from '../api/faction-changes';
import { changeFailureMessage } from '../hooks/change-failure';
import { capitalize } from '../hooks/entity-vocabulary';
import { STATUS_TRANSITIONS, statusChanges } from '../hooks/status-transitions';
import { ChangeForm, ChoiceField, ReasonField } from './change-form';

interface FactionStatusFormProps {
  readonly worldId: string;
  readonly faction: Faction;
  readonly onCancel: () => void;
  readonly onDone: () => void;
}

/**
 * A change of the faction's fortune, with its reason: only the statuses the transition table allows from
 * the current one. The story generator then rewrites the faction's doctrine to fit, so this can take a while.
 */
export function FactionStatusForm({ worldId, faction, onCancel, onDone }: FactionStatusFormProps) {
  const setStatus = useSetFactionStatus(worldId);
  const choices = statusChanges(STATUS_TRANSITIONS.faction, faction.status);
  const [status, setChoice] = useState<FactionStatus>(choices[0]!);
  const [reason, setReason] = useState('');
  const id = useId();

  function submit() {
    setStatus.mutate(
      { id: faction.id, status, reason: reason.trim() },
      {
        onSuccess: () => {
          announce(`${faction.name} is now ${status}. Its doctrine was rewritten.`);
          onDone();
        },
      },
    );
  }

  return (
    <ChangeForm
      id={id}
      label="Change status"
      submitLabel="Change Status"
      busyLabel="Changing Status..."
      busy={setStatus.isPending}
      ready={reason.trim() !== ''}
      failure={setStatus.isError ? changeFailureMessage(setStatus.error, 'Failed to change status.') : null}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <ChoiceField
        label={`New status (now ${faction.status})`}
        value={status}
        choices={choices.map((choice) => ({ value: choice, label: capitalize(choice) }))}
        onChange={setChoice}
        autoFocus
      />
      <ReasonField
        value={reason}
        placeholder="A lost war, a new charter, a famine..."
        hint="The faction's history records the reason, and its doctrine is rewritten to fit its new fortune."
        onChange={setReason}
      />
    </ChangeForm>
  );
}
