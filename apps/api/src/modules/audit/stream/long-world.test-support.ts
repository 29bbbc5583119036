import { randomUUID } from 'node:crypto';
import { type FactionStance, type FactionStatus, LOCATION_STATUS_TRANSITIONS, RELATIONSHIP_KINDS } from '@worldloom/contracts';
import {
  type BeatConsequencesInput,
  type CharacterState,
  type ExistingWorld,
  masterOf,
  type NewCharacter,
  type NewLocation,
  stanceOf,
  type WorldCommand,
  worldDecider,
  type WorldDomainEvent,
  worldEventSchemaVersions,
  type WorldState,
  worldStreamId,
} from '@worldloom/domain';
import type { EventStore, NewEvent } from '#platform/event-store/event-store.port';

/**
 * A world with a long history, made by the domain's own decider: seeded, then arc after arc run to
 * completion with consequences every beat, world events and edits by hand in between (the audit bench's
 * world). With `everyKind`, each arc also changes factions and characters' statuses, changes the living
 * world in every beat (stances, territory, doctrines, motivations, allegiances, ties, descriptions,
 * newcomers), starts with a premise, edits by hand (diplomacy included), and removes a location and a
 * character and adds new ones. Every beat names what it changes and everyone it names remembers it, as the
 * domain's coherence judge requires.
 */
export interface LongWorldOptions {
  readonly events: number;
  readonly everyKind?: boolean;
  /** Store the world's WorldCreated as schema v1 (without `origin`), as worlds made before v2 have it. */
  readonly firstEventV1?: boolean;
}

export interface LongWorld {
  readonly worldId: string;
  readonly ownerId: string;
  readonly events: readonly NewEvent[];
}

/** Runs commands through the domain's decider, one second apart, and keeps what they decided as events to store. */
export class WorldWriter {
  state: WorldState = worldDecider.initialState();
  readonly events: NewEvent[] = [];
  private clock = Date.parse('2026-01-01T00:00:00.000Z');

  constructor(
    readonly worldId: string,
    readonly ownerId: string,
  ) {}

  get world(): ExistingWorld {
    if (this.state.status !== 'created') throw new Error('no world');
    return this.state;
  }

  /** Decides the command and keeps its events, as `storedAs` gives them (the decider's own by default). */
  run(type: WorldCommand['type'], data: unknown, generated = false, storedAs = (events: WorldDomainEvent[]) => events): void {
    this.clock += 1000;
    const now = new Date(this.clock).toISOString();
    const command = { type, data, metadata: { now, actorUserId: this.ownerId } } as WorldCommand;
    const correlationId = randomUUID();
    for (const event of storedAs(worldDecider.decide(command, this.state))) {
      this.state = worldDecider.evolve(this.state, event);
      this.events.push(newEvent(event, now, correlationId, this.ownerId, generated));
    }
  }
}

function newEvent(event: WorldDomainEvent, now: string, correlationId: string, ownerId: string, generated: boolean): NewEvent {
  const actor = generated ? { actorId: 'story-engine', actorKind: 'system', source: 'generator' } : { actorId: ownerId, actorKind: 'user', source: 'web' };
  const provenance = generated ? { provider: 'procedural', model: 'procedural-v1', promptHash: '0'.repeat(64) } : {};
  return {
    id: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {
      ...actor,
      ...provenance,
      correlationId,
      causationId: null,
      occurredAt: now,
      schemaVersion: worldEventSchemaVersions[event.type],
      userId: ownerId,
    },
  };
}

function seed(writer: WorldWriter): void {
  const requestId = randomUUID();
  writer.run('RequestSeeding', { requestId });
  const locations = Array.from({ length: 30 }, (_, index) => ({
    locationId: randomUUID(),
    name: `Place ${index}`,
    type: index < 4 ? 'region' : 'city',
    description: `The ${index}th place of the world, with a long enough description to weigh something.`,
    tags: ['bench', `tag-${index % 5}`],
  }));
  writer.run('RecordSeedingPhase', { requestId, phase: 'locations', entities: locations }, true);
  const factions = Array.from({ length: 3 }, (_, index) => ({
    factionId: randomUUID(),
    name: `Faction ${index}`,
    type: 'guild',
    controlledLocationIds: locations.slice(index * 3, index * 3 + 3).map((location) => location.locationId),
  }));
  writer.run('RecordSeedingPhase', { requestId, phase: 'factions', entities: factions }, true);
  const characters = Array.from({ length: 20 }, (_, index) => ({
    characterId: randomUUID(),
    name: `Character ${index}`,
    type: 'npc',
    storyRole: index < 3 ? 'major' : 'minor',
    locationId: locations[index % locations.length]!.locationId,
    factionId: factions[index % factions.length]!.factionId,
  }));
  writer.run('RecordSeedingPhase', { requestId, phase: 'characters', entities: characters }, true);
  writer.run('CompleteSeeding', { requestId }, true);
}

type Lists = { -readonly [List in Exclude<keyof BeatConsequencesInput, 'newcomers'>]-?: NonNullable<BeatConsequencesInput[List]>[number][] };

/** A beat's consequences as they are drawn up, with the names its description must give (the coherence judge reads it). */
class BeatDraft {
  readonly consequences: Lists & { newcomers: { locations: NewLocation[]; characters: NewCharacter[] } } = {
    newcomers: { locations: [], characters: [] },
    locationStatusChanges: [],
    factionStatusChanges: [],
    characterStatusChanges: [],
    memories: [],
    moves: [],
    locationHistory: [],
    factionHistory: [],
    stanceChanges: [],
    territoryChanges: [],
    doctrines: [],
    motivationChanges: [],
    allegianceChanges: [],
    characterAmendments: [],
    locationAmendments: [],
    relationshipChanges: [],
    leaderChanges: [],
  };
  private readonly named = new Set<string>();

  /** Names what the beat changes: the judge refuses a change its description never names. */
  name(...names: string[]): this {
    names.forEach((name) => this.named.add(name));
    return this;
  }

  /** A person named in a beat remembers it (the judge refuses a witness who does not). */
  remember(character: { id: string; name: string }, eventDescription: string): this {
    this.consequences.memories.push({ characterId: character.id, eventDescription, emotionalImpact: 'awe', importance: 0.5 });
    return this.name(character.name);
  }

  description(beat: number): string {
    return `Beat ${beat} touches ${[...this.named].join(', ')}.`;
  }
}

const STANCE_CYCLE: Record<FactionStance, FactionStance> = { neutral: 'ally', ally: 'hostile', hostile: 'neutral' };
const FACTION_STATUS_CYCLE: Partial<Record<FactionStatus, FactionStatus>> = { rising: 'stable', stable: 'rising', declining: 'stable' };

/** A status, a memory and a move every beat; with `everyKind`, factions' and characters' statuses too. */
function oldKindsOfChange(draft: BeatDraft, world: ExistingWorld, beat: number, everyKind: boolean) {
  const locations = [...world.locations.values()];
  const factions = [...world.factions.values()];
  const active = [...world.characters.values()].filter((character) => character.status === 'active');
  const place = locations[beat % locations.length]!;
  const who = active[(beat * 7) % active.length]!;
  // Somewhere the character is not (the domain refuses a move to where one already is).
  const destination = [...locations.slice((beat * 3) % locations.length), ...locations].find((location) => location.id !== who.locationId)!;
  const { consequences } = draft;
  consequences.locationStatusChanges.push({ locationId: place.id, status: LOCATION_STATUS_TRANSITIONS[place.status][0]!, reason: `Beat ${beat} changed ${place.name}` });
  consequences.moves.push({ characterId: who.id, toLocationId: destination.id });
  consequences.locationHistory.push({ locationId: locations[(beat * 5) % locations.length]!.id, event: `Beat ${beat} passed here` });
  draft.remember(who, `What beat ${beat} did`).name(place.name);
  const faction = factions[beat % factions.length];
  // Missing and back, turn about: never a leader (a missing leader is a contradiction the judge refuses).
  const leaders = new Set(factions.map((candidate) => candidate.leaderId));
  const other = [...world.characters.values()].find(
    (character) => character.id !== who.id && !leaders.has(character.id) && (character.status === 'active' || character.status === 'missing'),
  );
  if (!everyKind || !faction) return { who, other };
  consequences.factionStatusChanges.push({
    factionId: faction.id,
    status: FACTION_STATUS_CYCLE[faction.status] ?? 'rising',
    ...(beat % 2 === 0 ? { reason: `Fortunes of beat ${beat}` } : {}),
  });
  consequences.factionHistory.push({ factionId: faction.id, event: `Beat ${beat} stirred ${faction.name}` });
  draft.name(faction.name);
  if (other) {
    consequences.characterStatusChanges.push({ characterId: other.id, status: other.status === 'active' ? 'missing' : 'active' });
    // One found again remembers the beat; one gone missing is named without.
    if (other.status === 'missing') draft.remember(other, `Back in beat ${beat}`);
    else draft.name(other.name);
  }
  return { who, other };
}

/** Stances, territory and doctrines: the beat's faction turns on the next one, takes a place, and now and then a creed. */
function factionChanges(draft: BeatDraft, world: ExistingWorld, beat: number) {
  const { consequences } = draft;
  const factions = [...world.factions.values()];
  const locations = [...world.locations.values()];
  const [source, target] = [factions[beat % factions.length]!, factions[(beat + 1) % factions.length]!];
  consequences.stanceChanges.push({ sourceFactionId: source.id, targetFactionId: target.id, stance: STANCE_CYCLE[stanceOf(source, target.id)], reason: `Beat ${beat} stirred old grudges` });
  const claimed = [...locations.slice((beat * 11) % locations.length), ...locations].find((location) => masterOf(world, location.id)?.id !== source.id)!;
  consequences.territoryChanges.push({ kind: 'claim', factionId: source.id, locationId: claimed.id, method: beat % 2 === 0 ? 'conquest' : 'treaty', reason: `Won in beat ${beat}` });
  draft.name(source.name, target.name, claimed.name);
  const released = target.controlledLocationIds.find((id) => id !== claimed.id && world.locations.has(id));
  if (released !== undefined && beat % 2 === 1) {
    consequences.territoryChanges.push({ kind: 'release', factionId: target.id, locationId: released, reason: `Let go in beat ${beat}` });
    draft.name(world.locations.get(released)!.name);
  }
  if (beat % 3 === 0) consequences.doctrines.push({ factionId: source.id, ideology: `Creed of beat ${beat}`, tags: [`beat-${beat}`], reason: `Beat ${beat}` });
}

/** Motivations, an allegiance, descriptions and a tie: the beat's hero changes their mind, a bystander changes sides. */
function characterChanges(draft: BeatDraft, world: ExistingWorld, beat: number, { who, other }: { who: CharacterState; other: CharacterState | undefined }) {
  const { consequences } = draft;
  const factions = [...world.factions.values()];
  const goals = who.motivations.filter((motivation) => motivation.startsWith('Goal '));
  consequences.motivationChanges.push({ characterId: who.id, add: [`Goal ${beat}`], drop: goals.slice(0, 1), reason: `Beat ${beat} changed their mind` });
  const place = consequences.locationStatusChanges[0]!.locationId;
  consequences.locationAmendments.push({ locationId: place, description: `Described in beat ${beat}`, reason: `Beat ${beat}` });
  const bystanders = [...world.characters.values()].filter((character) => character.status === 'active' && character.id !== who.id && character.id !== other?.id);
  const turncoat = bystanders[(beat * 5 + 1) % bystanders.length];
  if (!turncoat) return;
  const current = factions.findIndex((faction) => faction.id === turncoat.factionId);
  const toFactionId = current < 0 ? factions[beat % factions.length]!.id : beat % 3 === 0 ? null : factions[(current + 1) % factions.length]!.id;
  consequences.allegianceChanges.push({ characterId: turncoat.id, toFactionId, reason: `Swayed in beat ${beat}` });
  consequences.characterAmendments.push({ characterId: turncoat.id, description: `Seen in beat ${beat}`, reason: `Beat ${beat}` });
  // The next kind of tie between them; after the last kind, the tie ends.
  const tie = who.relationships.find((relationship) => relationship.characterId === turncoat.id)?.kind;
  const kind = tie === undefined ? RELATIONSHIP_KINDS[0] : (RELATIONSHIP_KINDS[RELATIONSHIP_KINDS.indexOf(tie) + 1] ?? null);
  consequences.relationshipChanges.push({ characterId: who.id, otherCharacterId: turncoat.id, kind, note: `Bound in beat ${beat}` });
  draft.remember(turncoat, `Turned in beat ${beat}`);
}

/** Now and then a place or a person the story brings in, somewhere in the first regions. */
function newcomers(draft: BeatDraft, world: ExistingWorld, beat: number) {
  const regions = [...world.locations.values()].filter((location) => location.type === 'region');
  const region = regions[beat % regions.length]!;
  if (beat % 4 === 0) {
    const name = `Emerged place ${beat}`;
    draft.consequences.newcomers.locations.push({ locationId: randomUUID(), name, type: 'city', parentLocationId: region.id, relativeX: 0.5, relativeY: (beat % 10) / 10 });
    draft.name(name);
  }
  if (beat % 6 === 0) {
    const arrival = { id: randomUUID(), name: `Arrival ${beat}` };
    draft.consequences.newcomers.characters.push({ characterId: arrival.id, name: arrival.name, type: 'npc', storyRole: 'minor', locationId: region.id });
    draft.remember(arrival, `Arrived in beat ${beat}`);
  }
}

/** A beat's content, and the character at its heart (who moves and remembers). */
function drawBeat(world: ExistingWorld, beat: number, everyKind: boolean) {
  const draft = new BeatDraft();
  const actors = oldKindsOfChange(draft, world, beat, everyKind);
  if (everyKind) {
    factionChanges(draft, world, beat);
    characterChanges(draft, world, beat, actors);
    newcomers(draft, world, beat);
  }
  return { content: { description: draft.description(beat), consequences: draft.consequences }, who: actors.who };
}

/**
 * Hand edits of every other kind: a faction's history and a memory recorded, a location and a character
 * replaced, and diplomacy (a stance, a claim and a release, a status with a new doctrine, a doctrine alone).
 */
function editByHand(writer: WorldWriter, arcNumber: number): void {
  const factions = [...writer.world.factions.values()];
  const characters = [...writer.world.characters.values()];
  const locations = [...writer.world.locations.values()];
  const [first, second] = [factions[arcNumber % factions.length]!, factions[(arcNumber + 1) % factions.length]!];
  writer.run('RecordFactionHistory', { factionId: first.id, event: `Arc ${arcNumber} remembered` });
  writer.run('RecordCharacterMemory', { characterId: characters[0]!.id, eventDescription: `Arc ${arcNumber} again`, emotionalImpact: 'calm', importance: 0.2 });
  writer.run('UpdateFaction', { factionId: factions[0]!.id, ideology: `Creed ${arcNumber}` });
  writer.run('SetFactionStance', { sourceFactionId: second.id, targetFactionId: first.id, stance: STANCE_CYCLE[stanceOf(second, first.id)], reason: `Arc ${arcNumber} ended` });
  const unheld = locations.find((location) => masterOf(writer.world, location.id) === null && location.status !== 'lost');
  if (unheld) {
    writer.run('ClaimLocation', { factionId: first.id, locationId: unheld.id, method: 'treaty', reason: `Settled after arc ${arcNumber}` });
    writer.run('ReleaseLocation', { factionId: first.id, locationId: unheld.id, reason: `Given back after arc ${arcNumber}` });
  }
  const status = writer.world.factions.get(second.id)!.status === 'declining' ? 'stable' : 'declining';
  writer.run('SetFactionStatus', { factionId: second.id, status, reason: `Arc ${arcNumber} told`, doctrine: { ideology: `Creed of arc ${arcNumber}`, tags: ['hand'] } });
  writer.run('RewriteFactionDoctrine', { factionId: first.id, ideology: `Second creed of arc ${arcNumber}`, tags: [] });
  writer.run('RemoveCharacter', { characterId: characters.at(-1)!.id });
  writer.run('AddCharacter', { characterId: randomUUID(), name: `Newcomer ${arcNumber}`, type: 'npc', storyRole: 'minor', locationId: locations[5]!.id });
  writer.run('RemoveLocation', { locationId: locations.at(-1)!.id });
  writer.run('AddLocation', { locationId: randomUUID(), name: `New place ${arcNumber}`, type: 'landmark', parentLocationId: locations[0]!.id });
}

function runArc(writer: WorldWriter, arcNumber: number, everyKind: boolean): void {
  const arcId = randomUUID();
  const anchors = [0, 7, 14].map((index) => ({
    beatId: randomUUID(),
    index,
    name: `Anchor ${index}`,
    description: `Planned beat ${index}`,
    worldDirectives: ['keep going'],
    emergentStorylines: [],
  }));
  const { content, who } = drawBeat(writer.world, arcNumber * 15, everyKind);
  const opening = { name: 'Opening', worldDirectives: [], emergentStorylines: [], ...content };
  const premise = everyKind
    ? { threat: `The trouble of arc ${arcNumber}`, stakes: 'Everything', protagonistId: who.id, antagonistId: null, characterIds: [who.id], factionIds: [], locationIds: [] }
    : null;
  writer.run('StartArc', { arcId, storyName: `Arc ${arcNumber}`, detailedDescription: 'Another season', premise, anchorBeats: anchors, openingBeat: opening }, true);
  for (let index = 1; index <= 14; index++) {
    const anchor = anchors.find((plan) => plan.index === index);
    const beat = {
      beatId: anchor?.beatId ?? randomUUID(),
      index,
      name: `Beat ${index}`,
      worldDirectives: [`directive ${index}`],
      emergentStorylines: [`storyline ${index}`],
      ...drawBeat(writer.world, arcNumber * 15 + index, everyKind).content,
    };
    writer.run('ProgressArc', { arcId, beat }, true);
    if (index % 2 === 0) {
      writer.run('RecordWorldEvent', { eventId: randomUUID(), eventType: 'player_action', impactLevel: 'minor', description: `Players acted at ${index}` });
    }
    if (index % 5 === 0) {
      const locations = [...writer.world.locations.values()];
      writer.run('UpdateLocation', { locationId: locations[(arcNumber + index) % locations.length]!.id, description: `Edited in arc ${arcNumber}` });
    }
  }
  writer.run('ProgressArc', { arcId, summary: `Arc ${arcNumber} ended` }, true);
  if (everyKind) editByHand(writer, arcNumber);
}

/** The events of a long world, written by the decider (nothing stored yet). */
export function longWorld(options: LongWorldOptions): LongWorld {
  const writer = new WorldWriter(randomUUID(), randomUUID());
  writer.run('CreateWorld', { worldId: writer.worldId, name: 'A long world', description: 'A long history' });
  seed(writer);
  for (let arc = 0; writer.events.length < options.events; arc++) runArc(writer, arc, options.everyKind ?? false);
  const events = writer.events.slice(0, options.events);
  if (options.firstEventV1) {
    const { origin: _origin, ...data } = events[0]!.data as { origin: unknown };
    events[0] = { ...events[0]!, data, metadata: { ...events[0]!.metadata, schemaVersion: 1 } };
  }
  return { worldId: writer.worldId, ownerId: writer.ownerId, events };
}

/**
 * A world with only what could happen before the living world (no emergence, no reasons, no premise, no
 * living-world consequences), its factions' statuses changed by hand too: one arc run to its end.
 */
export function worldBeforeLivingWorld(ownerId: string = randomUUID()): LongWorld {
  const writer = new WorldWriter(randomUUID(), ownerId);
  writer.run('CreateWorld', { worldId: writer.worldId, name: 'An older world', description: 'Made before the world came alive' });
  seed(writer);
  runArc(writer, 0, false);
  for (const faction of writer.world.factions.values()) writer.run('UpdateFaction', { factionId: faction.id, status: 'declining' });
  return { worldId: writer.worldId, ownerId, events: writer.events };
}

/** Appends the world's events to its stream, `chunk` events per append. */
export async function storeLongWorld(store: EventStore, world: LongWorld, chunk = 500): Promise<void> {
  const streamId = worldStreamId(world.worldId);
  for (let offset = 0; offset < world.events.length; offset += chunk) {
    await store.appendToStream(streamId, world.events.slice(offset, offset + chunk), offset === 0 ? 'no_stream' : BigInt(offset - 1));
  }
}
