import { randomUUID } from 'node:crypto';
import { LOCATION_STATUS_TRANSITIONS, type LocationStatus } from '@worldloom/contracts';
import {
  type ExistingWorld,
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
 * world). With `everyKind`, each arc also changes factions and characters' statuses, records faction
 * history and memories by hand, and removes a location and a character and adds new ones.
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

class WorldWriter {
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

  run(type: WorldCommand['type'], data: unknown, generated = false): void {
    this.clock += 1000;
    const now = new Date(this.clock).toISOString();
    const command = { type, data, metadata: { now, actorUserId: this.ownerId } } as WorldCommand;
    const correlationId = randomUUID();
    for (const event of worldDecider.decide(command, this.state)) {
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

function beatConsequences(world: ExistingWorld, beat: number, everyKind: boolean) {
  const locations = [...world.locations.values()];
  const characters = [...world.characters.values()];
  const factions = [...world.factions.values()];
  const place = locations[beat % locations.length]!;
  const next = LOCATION_STATUS_TRANSITIONS[place.status as LocationStatus][0]!;
  const who = characters[(beat * 7) % characters.length]!;
  // Somewhere the character is not (the domain refuses a move to where one already is).
  const destination = [...locations.slice((beat * 3) % locations.length), ...locations].find((location) => location.id !== who.locationId)!;
  const faction = factions[beat % factions.length];
  const other = characters.find((character) => character.id !== who.id && (character.status === 'active' || character.status === 'missing'));
  return {
    locationStatusChanges: [{ locationId: place.id, status: next, reason: `Beat ${beat} changed ${place.name}` }],
    memories: [{ characterId: who.id, eventDescription: `What beat ${beat} did`, emotionalImpact: 'awe', importance: 0.5 }],
    moves: [{ characterId: who.id, toLocationId: destination.id }],
    locationHistory: [{ locationId: locations[(beat * 5) % locations.length]!.id, event: `Beat ${beat} passed here` }],
    ...(everyKind && faction
      ? {
          factionStatusChanges: [{ factionId: faction.id, status: faction.status === 'rising' ? 'stable' : 'rising' }],
          factionHistory: [{ factionId: faction.id, event: `Beat ${beat} stirred ${faction.name}` }],
          ...(other ? { characterStatusChanges: [{ characterId: other.id, status: other.status === 'active' ? 'missing' : 'active' }] } : {}),
        }
      : {}),
  };
}

/** Hand edits of every other kind: a faction's history and a memory recorded, a location and a character replaced. */
function editByHand(writer: WorldWriter, arcNumber: number): void {
  const factions = [...writer.world.factions.values()];
  const characters = [...writer.world.characters.values()];
  const locations = [...writer.world.locations.values()];
  writer.run('RecordFactionHistory', { factionId: factions[arcNumber % factions.length]!.id, event: `Arc ${arcNumber} remembered` });
  writer.run('RecordCharacterMemory', { characterId: characters[0]!.id, eventDescription: `Arc ${arcNumber} again`, emotionalImpact: 'calm', importance: 0.2 });
  writer.run('UpdateFaction', { factionId: factions[0]!.id, ideology: `Creed ${arcNumber}` });
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
  const opening = {
    name: 'Opening',
    description: 'It begins',
    worldDirectives: [],
    emergentStorylines: [],
    consequences: beatConsequences(writer.world, arcNumber * 15, everyKind),
  };
  writer.run('StartArc', { arcId, storyName: `Arc ${arcNumber}`, detailedDescription: 'Another season', anchorBeats: anchors, openingBeat: opening }, true);
  for (let index = 1; index <= 14; index++) {
    const anchor = anchors.find((plan) => plan.index === index);
    const beat = {
      beatId: anchor?.beatId ?? randomUUID(),
      index,
      name: `Beat ${index}`,
      description: `What happens in beat ${index} of arc ${arcNumber}`,
      worldDirectives: [`directive ${index}`],
      emergentStorylines: [`storyline ${index}`],
      consequences: beatConsequences(writer.world, arcNumber * 15 + index, everyKind),
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

/** Appends the world's events to its stream, `chunk` events per append. */
export async function storeLongWorld(store: EventStore, world: LongWorld, chunk = 500): Promise<void> {
  const streamId = worldStreamId(world.worldId);
  for (let offset = 0; offset < world.events.length; offset += chunk) {
    await store.appendToStream(streamId, world.events.slice(offset, offset + chunk), offset === 0 ? 'no_stream' : BigInt(offset - 1));
  }
}
