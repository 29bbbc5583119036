import {
  CHARACTER_STATUS_TRANSITIONS,
  FACTION_STATUS_TRANSITIONS,
  LOCATION_STATUS_TRANSITIONS,
  MAX_NEWCOMERS_PER_BEAT,
  nameKey,
  type BeatConsequences,
  type CharacterStatus,
  type ClaimMethod,
  type FactionStance,
  type FactionStatus,
  type GenerationCharacter,
  type GenerationEntities,
  type GenerationFaction,
  type GenerationLocation,
  type LocationStatus,
  type NewcomerCharacter,
  type NewcomerLocation,
  NO_BEAT_CONSEQUENCES,
  type RelationshipKind,
} from '@worldloom/contracts';
import { turnsAgainstFaction } from '@worldloom/domain';
import type { Rng } from '../rng';

export type Character = GenerationCharacter;
export type Faction = GenerationFaction;
export type Location = GenerationLocation;

export interface DraftMemory {
  text: string;
  emotion: string;
  importance: number;
}

type Mutable<T> = { -readonly [Key in keyof T]: T[Key] extends readonly (infer Item)[] ? Item[] : T[Key] };

function emptyConsequences(): Mutable<BeatConsequences> {
  return structuredClone(NO_BEAT_CONSEQUENCES);
}

const sameText = (left: string, right: string) => left.trim().toLowerCase().replace(/\s+/g, ' ') === right.trim().toLowerCase().replace(/\s+/g, ' ');
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One beat's consequences, built against a working view of the world so that they hold together: each change
 * is checked as the domain will check it (legal transitions, once per entity, the dying do nothing else, the
 * missing act only once found, a faction never led by the dead, no one left serving a collapsed faction), and
 * each change says in a sentence what it does. The sentences become the beat's description.
 */
export class BeatDraft {
  readonly consequences = emptyConsequences();
  readonly sentences: string[] = [];
  private readonly memories = new Map<string, DraftMemory>();
  private readonly statuses = new Map<string, string>();
  private readonly done = new Map<string, Set<string>>();
  private readonly holders = new Map<string, string | null>();
  private readonly leaders = new Map<string, string | null>();
  private readonly allegiances = new Map<string, string | null>();
  private readonly motivations = new Map<string, string[]>();
  private readonly places = new Map<string, string>();
  private readonly newPlaces: Location[] = [];
  private readonly newPeople: Character[] = [];

  constructor(
    readonly entities: GenerationEntities,
    readonly beatIndex: number,
    readonly rng: Rng,
  ) {
    for (const faction of entities.factions) {
      this.leaders.set(faction.id, faction.leader_id);
      for (const id of faction.controlled_location_ids) this.holders.set(id, faction.id);
    }
  }

  // ----- the world as it stands after the changes so far -------------------------------------------------

  get characters(): readonly Character[] {
    return this.newPeople.length === 0 ? this.entities.characters : [...this.entities.characters, ...this.newPeople];
  }

  get locations(): readonly Location[] {
    return this.newPlaces.length === 0 ? this.entities.locations : [...this.entities.locations, ...this.newPlaces];
  }

  statusOf(entity: Character): CharacterStatus;
  statusOf(entity: Faction): FactionStatus;
  statusOf(entity: Location): LocationStatus;
  statusOf(entity: Character | Faction | Location): string {
    return this.statuses.get(entity.id) ?? entity.status;
  }

  /** Alive, not missing, not dying in this beat: someone who can be in a scene and remember it. */
  isPresent(character: Character): boolean {
    const status = this.statusOf(character);
    return (status === 'active' || status === 'retired') && (character.status !== 'missing' || status === 'active');
  }

  /** Present and not leaving the story in this beat. */
  canAct(character: Character): boolean {
    return this.isPresent(character) && character.status !== 'deceased';
  }

  factionOf(character: Character): string | null {
    return this.allegiances.has(character.id) ? (this.allegiances.get(character.id) ?? null) : character.faction_id;
  }

  holderOf(location: Location): string | null {
    return this.holders.get(location.id) ?? null;
  }

  leaderOf(faction: Faction): string | null {
    return this.leaders.get(faction.id) ?? null;
  }

  locationOf(character: Character): string | null {
    return this.places.get(character.id) ?? character.location_id;
  }

  motivationsOf(character: Character): readonly string[] {
    return this.motivations.get(character.id) ?? character.motivations;
  }

  stanceOf(source: Faction, target: Faction): FactionStance {
    const changed = this.consequences.stance_changes.find((change) => change.source_faction_id === source.id && change.target_faction_id === target.id);
    return changed?.stance ?? source.stances.find((stance) => stance.target_faction_id === target.id)?.stance ?? 'neutral';
  }

  membersOf(faction: Faction): Character[] {
    return this.characters.filter((character) => this.factionOf(character) === faction.id);
  }

  residentsOf(location: Location): Character[] {
    return this.characters.filter((character) => this.locationOf(character) === location.id && this.isPresent(character));
  }

  faction(id: string | null): Faction | null {
    return this.entities.factions.find((faction) => faction.id === id) ?? null;
  }

  location(id: string | null): Location | null {
    return this.locations.find((location) => location.id === id) ?? null;
  }

  character(id: string | null): Character | null {
    return this.characters.find((character) => character.id === id) ?? null;
  }

  hasChanged(kind: string, id: string): boolean {
    return this.done.get(kind)?.has(id) ?? false;
  }

  get changeCount(): number {
    const { newcomers, memories: _memories, ...lists } = this.consequences;
    return Object.values(lists).reduce((sum, list) => sum + list.length, 0) + newcomers.locations.length + newcomers.characters.length;
  }

  get newcomerCount(): number {
    return this.consequences.newcomers.locations.length + this.consequences.newcomers.characters.length;
  }

  private once(kind: string, id: string): boolean {
    const set = this.done.get(kind) ?? new Set<string>();
    this.done.set(kind, set);
    if (set.has(id)) return false;
    set.add(id);
    return true;
  }

  say(sentence: string): void {
    const text = sentence.trim();
    if (text.length > 0) this.sentences.push(/[.!?]$/.test(text) ? text : `${text}.`);
  }

  /** The character's memory of this beat; the more important one wins when they live through several things. */
  remember(character: Character, text: string, emotion: string, importance: number): void {
    if (!this.canRemember(character)) return;
    const held = this.memories.get(character.id);
    if (held !== undefined && held.importance >= importance) return;
    this.memories.set(character.id, { text, emotion, importance: round(Math.min(1, Math.max(0, importance))) });
  }

  canRemember(character: Character): boolean {
    return this.statusOf(character) !== 'deceased' && (character.status !== 'missing' || this.statusOf(character) === 'active');
  }

  memoryOf(character: Character): DraftMemory | undefined {
    return this.memories.get(character.id);
  }

  // ----- changes ------------------------------------------------------------------------------------------

  setCharacterStatus(character: Character, status: CharacterStatus, reason: string): boolean {
    const from = this.statusOf(character);
    if (character.status === 'deceased' || !CHARACTER_STATUS_TRANSITIONS[from].includes(status) || this.isNew(character)) return false;
    if (status === 'deceased' && this.hasActed(character)) return false;
    if (!this.once('character-status', character.id)) return false;
    this.statuses.set(character.id, status);
    this.consequences.character_status_changes.push({ character_id: character.id, status, reason });
    if (status === 'deceased') this.memories.delete(character.id);
    return true;
  }

  setLocationStatus(location: Location, status: LocationStatus, reason: string): boolean {
    if (this.isNew(location) || !LOCATION_STATUS_TRANSITIONS[this.statusOf(location)].includes(status)) return false;
    if (status === 'lost' && (this.holderOf(location) !== null || this.residentsOf(location).length > 0)) return false;
    if (!this.once('location-status', location.id)) return false;
    this.statuses.set(location.id, status);
    this.consequences.location_status_changes.push({ location_id: location.id, status, reason });
    return true;
  }

  setFactionStatus(faction: Faction, status: FactionStatus, reason: string): boolean {
    if (!FACTION_STATUS_TRANSITIONS[this.statusOf(faction)].includes(status)) return false;
    if (status === 'collapsed' && this.membersOf(faction).filter((member) => this.isPresent(member) && this.statusOf(member) === 'active').length > 6) return false;
    if (!this.once('faction-status', faction.id)) return false;
    this.statuses.set(faction.id, status);
    this.consequences.faction_status_changes.push({ faction_id: faction.id, status, reason });
    return true;
  }

  move(character: Character, to: Location, reason: string): boolean {
    if (!this.canAct(character) || this.isNew(character) || this.locationOf(character) === to.id || this.statusOf(to) === 'lost') return false;
    if (!this.once('move', character.id)) return false;
    this.places.set(character.id, to.id);
    this.consequences.moves.push({ character_id: character.id, to_location_id: to.id, reason });
    return true;
  }

  stance(source: Faction, target: Faction, stance: FactionStance, reason: string): boolean {
    if (source.id === target.id || this.stanceOf(source, target) === stance) return false;
    if (!this.once('stance', `${source.id}>${target.id}`)) return false;
    this.consequences.stance_changes.push({ source_faction_id: source.id, target_faction_id: target.id, stance, reason });
    return true;
  }

  claim(faction: Faction, location: Location, method: ClaimMethod, reason: string): boolean {
    const fallen = faction.status === 'collapsed' || this.statusOf(faction) === 'collapsed';
    if (fallen || this.holderOf(location) === faction.id || this.statusOf(location) === 'lost' || location.status === 'lost' || this.isNew(location)) return false;
    if (!this.once('territory', location.id)) return false;
    this.holders.set(location.id, faction.id);
    this.consequences.territory_changes.push({ kind: 'claim', faction_id: faction.id, location_id: location.id, method, reason });
    return true;
  }

  release(faction: Faction, location: Location, reason: string): boolean {
    if (!faction.controlled_location_ids.includes(location.id) || this.holderOf(location) !== faction.id) return false;
    if (!this.once('territory', location.id)) return false;
    this.holders.set(location.id, null);
    this.consequences.territory_changes.push({ kind: 'release', faction_id: faction.id, location_id: location.id, method: null, reason });
    return true;
  }

  doctrine(faction: Faction, ideology: string, tags: string[], reason: string): boolean {
    if (ideology.trim() === '' || !this.once('doctrine', faction.id)) return false;
    this.consequences.doctrine_rewrites.push({ faction_id: faction.id, ideology, tags, reason });
    return true;
  }

  /** A leader must belong to the faction (or join it in this beat), be present, and not work for its fall. */
  canLead(faction: Faction, character: Character): boolean {
    return (
      this.canAct(character) &&
      this.statusOf(character) === 'active' &&
      character.status !== 'missing' &&
      !this.isNew(character) &&
      this.factionOf(character) === faction.id &&
      (character.faction_id === faction.id || this.consequences.allegiance_changes.some((change) => change.character_id === character.id && change.to_faction_id === faction.id)) &&
      !this.motivationsOf(character).some((motivation) => turnsAgainstFaction(motivation, faction.name))
    );
  }

  setLeader(faction: Faction, leader: Character | null, reason: string): boolean {
    if ((leader?.id ?? null) === faction.leader_id || (leader !== null && !this.canLead(faction, leader))) return false;
    if (!this.once('leader', faction.id)) return false;
    this.leaders.set(faction.id, leader?.id ?? null);
    this.consequences.leader_changes.push({ faction_id: faction.id, leader_id: leader?.id ?? null, reason });
    return true;
  }

  changeMotivations(character: Character, add: readonly string[], drop: readonly string[], reason: string): boolean {
    const held = this.motivationsOf(character);
    const adding = add.filter((text, index) => text.trim() !== '' && !held.some((motivation) => sameText(motivation, text)) && add.findIndex((other) => sameText(other, text)) === index);
    const dropping = drop.filter((text) => character.motivations.some((motivation) => sameText(motivation, text)));
    if (!this.canAct(character) || this.isNew(character) || (adding.length === 0 && dropping.length === 0)) return false;
    const leads = this.entities.factions.filter((faction) => this.leaderOf(faction) === character.id);
    if (adding.some((text) => leads.some((faction) => turnsAgainstFaction(text, faction.name)))) return false;
    if (!this.once('motivations', character.id)) return false;
    this.motivations.set(character.id, [...held.filter((motivation) => !dropping.some((text) => sameText(text, motivation))), ...adding]);
    this.consequences.motivation_changes.push({ character_id: character.id, add: adding, drop: dropping, reason });
    return true;
  }

  /** Join, leave (to null), go over to another faction, or hold out in one's own collapsed faction. */
  changeAllegiance(character: Character, to: Faction | null, reason: string): boolean {
    const from = character.faction_id;
    const collapsed = (faction: Faction) => faction.status === 'collapsed' || this.statusOf(faction) === 'collapsed';
    const holdout = to !== null && to.id === from && collapsed(to);
    if (!this.canAct(character) || this.isNew(character) || (!holdout && (to?.id ?? null) === from) || (!holdout && to !== null && collapsed(to))) return false;
    if (!this.once('allegiance', character.id)) return false;
    this.allegiances.set(character.id, to?.id ?? null);
    this.consequences.allegiance_changes.push({ character_id: character.id, to_faction_id: to?.id ?? null, reason });
    for (const faction of this.entities.factions) {
      if (!holdout && this.leaderOf(faction) === character.id && faction.id !== to?.id) this.leaders.set(faction.id, null);
    }
    return true;
  }

  amendCharacter(character: Character, description: string | null, background: string | null, reason: string): boolean {
    const changes = (description !== null && description !== character.description) || (background !== null && background !== character.background);
    if (!changes || this.isNew(character) || character.status === 'deceased' || !this.once('character-amendment', character.id)) return false;
    this.consequences.description_changes.push({ entity_kind: 'character', entity_id: character.id, description, background, reason });
    return true;
  }

  amendLocation(location: Location, description: string, reason: string): boolean {
    if (description.trim() === '' || description.trim() === location.description || this.isNew(location)) return false;
    if (!this.once('location-amendment', location.id)) return false;
    this.consequences.description_changes.push({ entity_kind: 'location', entity_id: location.id, description, background: null, reason });
    return true;
  }

  relationshipOf(character: Character, other: Character): RelationshipKind | null {
    const changed = this.consequences.relationship_changes.find(
      (change) => (change.character_id === character.id && change.other_character_id === other.id) || (change.character_id === other.id && change.other_character_id === character.id),
    );
    if (changed !== undefined) return changed.kind;
    return character.relationships.find((tie) => tie.character_id === other.id)?.kind ?? null;
  }

  relate(character: Character, other: Character, kind: RelationshipKind | null, note: string): boolean {
    if (character.id === other.id || !this.canAct(character) || this.isNew(character)) return false;
    if (kind !== null && !this.canAct(other)) return false;
    if (this.relationshipOf(character, other) === kind) return false;
    if (!this.once('relationship', [character.id, other.id].sort().join('+'))) return false;
    this.consequences.relationship_changes.push({ character_id: character.id, other_character_id: other.id, kind, note });
    return true;
  }

  history(kind: 'location' | 'faction', entity: Location | Faction, event: string): void {
    if (this.isNew(entity)) return;
    this.consequences.historical_events.push({ entity_kind: kind, entity_id: entity.id, event });
  }

  // ----- newcomers ----------------------------------------------------------------------------------------

  get roomForNewcomers(): number {
    return MAX_NEWCOMERS_PER_BEAT - this.newcomerCount;
  }

  isTaken(name: string): boolean {
    const key = nameKey(name);
    return [...this.locations, ...this.entities.factions, ...this.characters].some((entity) => nameKey(entity.name) === key);
  }

  /** A new place; returns its working view (an id of its own for this draft only). */
  addPlace(place: NewcomerLocation): Location | null {
    if (this.roomForNewcomers <= 0 || this.isTaken(place.name)) return null;
    this.consequences.newcomers.locations.push(place);
    const view: Location = { id: `new-place:${place.name}`, name: place.name, type: place.type, status: place.status, region_id: place.region_id, description: place.description, tags: place.tags };
    this.newPlaces.push(view);
    return view;
  }

  addPerson(person: NewcomerCharacter): Character | null {
    if (this.roomForNewcomers <= 0 || this.isTaken(person.name)) return null;
    this.consequences.newcomers.characters.push(person);
    const view: Character = {
      id: `new-person:${person.name}`,
      name: person.name,
      type: person.type,
      story_role: person.story_role,
      status: 'active',
      description: person.description,
      background: person.background,
      personality_traits: person.personality_traits,
      motivations: person.motivations,
      location_id: person.location_id ?? `new-place:${person.location_name ?? ''}`,
      faction_id: person.faction_id,
      relationships: [],
      memories: person.memories.map((memory) => ({ ...memory, timestamp: '', beat_id: null })),
      witnessed_beat_ids: [],
    };
    this.newPeople.push(view);
    return view;
  }

  isNew(entity: { id: string }): boolean {
    return entity.id.startsWith('new-');
  }

  /** Whether the beat changes the character beyond a memory, as the coherence judge counts an answer to a player's action. */
  hasChangedCharacter(character: Character): boolean {
    const { consequences: c } = this;
    const id = character.id;
    return (
      this.hasActed(character) ||
      c.character_status_changes.some((change) => change.character_id === id) ||
      c.description_changes.some((change) => change.entity_kind === 'character' && change.entity_id === id)
    );
  }

  private hasActed(character: Character): boolean {
    const { consequences: c } = this;
    const id = character.id;
    return (
      c.moves.some((move) => move.character_id === id) ||
      c.motivation_changes.some((change) => change.character_id === id) ||
      c.allegiance_changes.some((change) => change.character_id === id) ||
      c.relationship_changes.some((change) => change.character_id === id || change.other_character_id === id) ||
      c.leader_changes.some((change) => change.leader_id === id)
    );
  }
}
