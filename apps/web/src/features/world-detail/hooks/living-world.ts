import type { AllegianceChange, FactionStance, HistoricalEvent, RelationshipKind } from '@worldloom/contracts';

/*
 * How the detail modals read the living world from the entity lists: a faction's stances and lands, a
 * character's ties and the lines of its history. Every list is already loaded, so nothing is asked again.
 */

interface Named {
  readonly id: string;
  readonly name: string;
}

interface StanceHolder {
  readonly id: string;
  readonly stances: readonly { target_faction_id: string; stance: FactionStance; reason: string; last_changed: string }[];
}

export interface StanceRow<Faction extends Named> {
  readonly faction: Faction;
  readonly stance: FactionStance;
  /** Both null for a stance never set: neutral by default. */
  readonly reason: string | null;
  readonly lastChanged: string | null;
}

/** The faction's stance toward every other faction, in the list's order: neutral unless one was set. */
export function stanceRows<Faction extends Named>(faction: StanceHolder, factions: readonly Faction[]): StanceRow<Faction>[] {
  return factions
    .filter((other) => other.id !== faction.id)
    .map((other) => {
      const set = faction.stances.find((entry) => entry.target_faction_id === other.id);
      return { faction: other, stance: set?.stance ?? 'neutral', reason: set?.reason ?? null, lastChanged: set?.last_changed ?? null };
    });
}

interface HeldPlace extends Named {
  readonly status: string;
  readonly controlled_by: string | null;
}

/** The places the faction holds, in the list's order. */
export function territoryOf<Place extends HeldPlace>(factionId: string, locations: readonly Place[]): Place[] {
  return locations.filter((location) => location.controlled_by === factionId);
}

export interface ClaimChoice {
  readonly id: string;
  readonly name: string;
  /** The faction that holds it now, by name: a claim takes it from them. */
  readonly holder: string | null;
}

/** What a faction can claim: every place it does not hold yet, except a lost one (nobody can hold it). */
export function claimChoices(factionId: string, locations: readonly HeldPlace[], factions: readonly Named[]): ClaimChoice[] {
  const names = new Map(factions.map((faction) => [faction.id, faction.name]));
  return locations
    .filter((location) => location.controlled_by !== factionId && location.status !== 'lost')
    .map((location) => ({
      id: location.id,
      name: location.name,
      holder: location.controlled_by === null ? null : (names.get(location.controlled_by) ?? null),
    }));
}

/** A collapsed faction cannot take territory (the domain refuses it). */
export function canClaim(faction: { readonly status: string }): boolean {
  return faction.status !== 'collapsed';
}

/** History lines come oldest first; a faction's reads newest first. */
export function newestFirst<Line>(lines: readonly Line[]): Line[] {
  return [...lines].reverse();
}

export interface RelationshipRow {
  readonly id: string;
  readonly name: string;
  readonly kind: RelationshipKind;
  readonly note: string;
  readonly since: string;
}

interface TieHolder {
  readonly relationships: readonly { character_id: string; kind: RelationshipKind; note: string; since: string }[];
}

/** The character's ties, with the other character's name; a tie to someone no longer listed is left out. */
export function relationshipRows(character: TieHolder, characters: readonly Named[]): RelationshipRow[] {
  const names = new Map(characters.map((other) => [other.id, other.name]));
  return character.relationships.flatMap((tie) => {
    const name = names.get(tie.character_id);
    return name === undefined ? [] : [{ id: tie.character_id, name, kind: tie.kind, note: tie.note, since: tie.since }];
  });
}

export type LifeEventKind = 'allegiance' | 'motivations' | 'relationship' | 'profile';

/** How the domain words each change of a character (its ChangeHistory), by the line's opening words. */
const LIFE_EVENT_OPENINGS: readonly (readonly [RegExp, LifeEventKind])[] = [
  [/^(Joined|Left|Defected from|Held out in) /, 'allegiance'],
  [/^(Took up|Gave up) /, 'motivations'],
  [/^(Now|No longer) [a-z]+ of /, 'relationship'],
  [/^Seen anew\b/, 'profile'],
];

export const LIFE_EVENT_LABELS: Readonly<Record<LifeEventKind, string>> = {
  allegiance: 'Allegiance',
  motivations: 'Motivations',
  relationship: 'Relationship',
  profile: 'Profile',
};

/** What a line of a character's history is about; null for a line of another kind. */
export function lifeEventKind(line: Pick<HistoricalEvent, 'event'>): LifeEventKind | null {
  return LIFE_EVENT_OPENINGS.find(([opening]) => opening.test(line.event))?.[1] ?? null;
}

/** A character's latest change of allegiance, in a word. */
export const ALLEGIANCE_LABELS: Readonly<Record<AllegianceChange, string>> = {
  join: 'Joined',
  leave: 'Left',
  defect: 'Defected',
  holdout: 'Held out',
};
