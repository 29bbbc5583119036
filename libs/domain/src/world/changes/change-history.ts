import type {
  AppliedAllegianceChange,
  AppliedCharacterAmendment,
  AppliedDoctrine,
  AppliedLeaderChange,
  AppliedLocationAmendment,
  AppliedMotivationChange,
  AppliedRelationshipChange,
  AppliedStanceChange,
  AppliedTerritoryChange,
} from '../arc/beat-consequences';
import type { ExistingWorld } from '../world.state';

/** A history line to write, on the entity it belongs to. */
export type HistoryLine =
  | { readonly kind: 'location'; readonly locationId: string; readonly event: string }
  | { readonly kind: 'faction'; readonly factionId: string; readonly event: string }
  | { readonly kind: 'character'; readonly characterId: string; readonly event: string };

/** The living world's changes as lines of their entities' histories, with the names they have when they happen. */
export class ChangeHistory {
  readonly lines: HistoryLine[] = [];

  constructor(private readonly world: ExistingWorld) {}

  private name(id: string | null): string {
    if (id === null) return 'nobody';
    const { locations, factions, characters } = this.world;
    return locations.get(id)?.name ?? factions.get(id)?.name ?? characters.get(id)?.name ?? 'someone now gone';
  }

  private location(locationId: string, event: string): void {
    this.lines.push({ kind: 'location', locationId, event });
  }

  private faction(factionId: string, event: string): void {
    this.lines.push({ kind: 'faction', factionId, event });
  }

  private character(characterId: string, event: string): void {
    this.lines.push({ kind: 'character', characterId, event });
  }

  stance(change: AppliedStanceChange): this {
    this.faction(change.sourceFactionId, `Now ${change.stance} toward ${this.name(change.targetFactionId)} (was ${change.previousStance}): ${change.reason}`);
    return this;
  }

  territory(change: AppliedTerritoryChange): this {
    const faction = this.name(change.factionId);
    const location = this.name(change.locationId);
    if (change.kind === 'release') {
      this.location(change.locationId, `Released by ${faction}: ${change.reason}`);
      this.faction(change.factionId, `Let ${location} go: ${change.reason}`);
      return this;
    }
    this.location(change.locationId, `Taken by ${faction} by ${change.method}: ${change.reason}`);
    this.faction(change.factionId, `Took ${location} by ${change.method}: ${change.reason}`);
    if (change.previousFactionId !== null) this.faction(change.previousFactionId, `Lost ${location} to ${faction}: ${change.reason}`);
    return this;
  }

  doctrine(change: AppliedDoctrine): this {
    this.faction(change.factionId, change.reason === null ? 'Rewrote its doctrine' : `Rewrote its doctrine: ${change.reason}`);
    return this;
  }

  leader(change: AppliedLeaderChange): this {
    const text = change.leaderId === null ? 'Left without a leader' : `${this.name(change.leaderId)} now leads`;
    this.faction(change.factionId, `${text}: ${change.reason}`);
    return this;
  }

  motivations(change: AppliedMotivationChange): this {
    const parts = [
      ...(change.added.length > 0 ? [`took up ${change.added.map((text) => `"${text}"`).join(', ')}`] : []),
      ...(change.dropped.length > 0 ? [`gave up ${change.dropped.map((text) => `"${text}"`).join(', ')}`] : []),
    ];
    const text = parts.join('; ');
    this.character(change.characterId, `${text.charAt(0).toUpperCase()}${text.slice(1)}: ${change.reason}`);
    return this;
  }

  allegiance(change: AppliedAllegianceChange): this {
    const from = this.name(change.fromFactionId);
    const to = this.name(change.toFactionId);
    const text = {
      join: `Joined ${to}`,
      leave: `Left ${from}`,
      defect: `Defected from ${from} to ${to}`,
      holdout: `Held out in the fallen ${from}`,
    }[change.change];
    this.character(change.characterId, `${text}: ${change.reason}`);
    return this;
  }

  characterAmendment(change: AppliedCharacterAmendment): this {
    this.character(change.characterId, `Seen anew: ${change.reason}`);
    return this;
  }

  locationAmendment(change: AppliedLocationAmendment): this {
    this.location(change.locationId, `Described anew: ${change.reason}`);
    return this;
  }

  relationship(change: AppliedRelationshipChange): this {
    const line = (otherId: string) =>
      change.kind === null
        ? `No longer ${change.previousKind} of ${this.name(otherId)}${change.note ? `: ${change.note}` : ''}`
        : `Now ${change.kind} of ${this.name(otherId)}: ${change.note}`;
    this.character(change.characterId, line(change.otherCharacterId));
    this.character(change.otherCharacterId, line(change.characterId));
    return this;
  }
}
