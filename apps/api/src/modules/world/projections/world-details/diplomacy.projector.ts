import { assertNever, type DiplomacyEvent } from '@worldloom/domain';
import type { Row } from './detail-rows';
import type { DetailWrite } from './detail-write';

/** A stance as the `factions.stances` jsonb keeps it (and the API shows it). */
export interface StanceJson {
  readonly target_faction_id: string;
  readonly stance: string;
  readonly reason: string;
  readonly last_changed: string;
}

const controlled = (row: Readonly<Row>) => row.controlled_locations as string[];

/** Applies a stance, a claim or a release, or a rewritten doctrine to the `factions` rows (as the domain's evolve does). */
export function projectDiplomacyEvent(event: DiplomacyEvent, { rows, worldId }: DetailWrite): void {
  switch (event.type) {
    case 'FactionStanceChanged': {
      const { targetFactionId, stance, reason, changedAt } = event.data;
      const entry: StanceJson = { target_faction_id: targetFactionId, stance, reason, last_changed: changedAt };
      return rows.update('factions', worldId, event.data.sourceFactionId, (row) => {
        const stances = row.stances as StanceJson[];
        const known = stances.some((candidate) => candidate.target_faction_id === targetFactionId);
        return {
          stances: known ? stances.map((candidate) => (candidate.target_faction_id === targetFactionId ? entry : candidate)) : [...stances, entry],
        };
      });
    }
    case 'LocationClaimed': {
      const { factionId, locationId, previousFactionId } = event.data;
      if (previousFactionId !== null) {
        rows.update('factions', worldId, previousFactionId, (row) => ({ controlled_locations: controlled(row).filter((id) => id !== locationId) }));
      }
      return rows.update('factions', worldId, factionId, (row) =>
        controlled(row).includes(locationId) ? {} : { controlled_locations: [...controlled(row), locationId] },
      );
    }
    case 'LocationReleased':
      return rows.update('factions', worldId, event.data.factionId, (row) => ({
        controlled_locations: controlled(row).filter((id) => id !== event.data.locationId),
      }));
    case 'FactionDoctrineRewritten':
      return rows.update('factions', worldId, event.data.factionId, { ideology: event.data.ideology, tags: event.data.tags });
    default:
      return assertNever(event);
  }
}
