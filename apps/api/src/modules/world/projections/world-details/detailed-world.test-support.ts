import { randomUUID } from 'node:crypto';
import { Arc, Character, Faction, Location, World, WorldEvent, WorldStateView } from '@worldloom/contracts';
import {
  type ExistingWorld,
  generatedBeats,
  listArcs,
  type NewBeat,
  type WorldCommand,
  type WorldDomainEvent,
} from '@worldloom/domain';
import { z } from 'zod';
import { GetArcHandler } from '../../queries/get-arc/get-arc.handler';
import { GetArcQuery } from '../../queries/get-arc/get-arc.query';
import { GetBeatEventsHandler } from '../../queries/get-beat-events/get-beat-events.handler';
import { GetBeatEventsQuery } from '../../queries/get-beat-events/get-beat-events.query';
import { GetCharacterHandler } from '../../queries/get-character/get-character.handler';
import { GetCharacterQuery } from '../../queries/get-character/get-character.query';
import { ListCharactersHandler } from '../../queries/list-characters/list-characters.handler';
import { ListCharactersQuery } from '../../queries/list-characters/list-characters.query';
import { GetFactionHandler } from '../../queries/get-faction/get-faction.handler';
import { GetFactionQuery } from '../../queries/get-faction/get-faction.query';
import { ListFactionsHandler } from '../../queries/list-factions/list-factions.handler';
import { ListFactionsQuery } from '../../queries/list-factions/list-factions.query';
import { GetLocationHandler } from '../../queries/get-location/get-location.handler';
import { GetLocationQuery } from '../../queries/get-location/get-location.query';
import { ListLocationsHandler } from '../../queries/list-locations/list-locations.handler';
import { ListLocationsQuery } from '../../queries/list-locations/list-locations.query';
import { GetWorldStateHandler } from '../../queries/get-world-state/get-world-state.handler';
import { GetWorldStateQuery } from '../../queries/get-world-state/get-world-state.query';
import {
  toArcView,
  toBeatView,
  toCharacterViews,
  toFactionView,
  toLocationViews,
} from '../../../audit/snapshot/world-snapshot.mapper';
import type { CommandOf, WorldDetailsHarness } from './world-details-harness.test-support';

/** The query handlers, constructed on the harness's pool; every answer is parsed with its contract schema. */
export function detailQueries(harness: WorldDetailsHarness) {
  const { pool } = harness;
  const handlers = {
    worldState: new GetWorldStateHandler(pool),
    locations: new ListLocationsHandler(pool),
    location: new GetLocationHandler(pool),
    characters: new ListCharactersHandler(pool),
    character: new GetCharacterHandler(pool),
    factions: new ListFactionsHandler(pool),
    faction: new GetFactionHandler(pool),
    arc: new GetArcHandler(pool),
    beatEvents: new GetBeatEventsHandler(pool),
  };
  return {
    worldState: async (worldId: string, ownerId: string) =>
      WorldStateView.parse(await handlers.worldState.execute(new GetWorldStateQuery(worldId, ownerId))),
    locations: async (worldId: string, ownerId: string) =>
      z.array(Location).parse(await handlers.locations.execute(new ListLocationsQuery(worldId, ownerId))),
    location: async (id: string, ownerId: string) =>
      Location.parse(await handlers.location.execute(new GetLocationQuery(id, ownerId))),
    characters: async (worldId: string, ownerId: string) =>
      z.array(Character).parse(await handlers.characters.execute(new ListCharactersQuery(worldId, ownerId))),
    character: async (id: string, ownerId: string) =>
      Character.parse(await handlers.character.execute(new GetCharacterQuery(id, ownerId))),
    factions: async (worldId: string, ownerId: string) =>
      z.array(Faction).parse(await handlers.factions.execute(new ListFactionsQuery(worldId, ownerId))),
    faction: async (id: string, ownerId: string) =>
      Faction.parse(await handlers.faction.execute(new GetFactionQuery(id, ownerId))),
    arc: async (id: string, ownerId: string) => Arc.parse(await handlers.arc.execute(new GetArcQuery(id, ownerId))),
    beatEvents: async (beatId: string, ownerId: string) =>
      z.array(WorldEvent).parse(await handlers.beatEvents.execute(new GetBeatEventsQuery(beatId, ownerId))),
  };
}

/** One world of one owner, driven through the harness's write path. */
export class TestWorld {
  readonly worldId = randomUUID();
  readonly ownerId = randomUUID();

  constructor(readonly harness: WorldDetailsHarness) {}

  run<Type extends WorldCommand['type']>(type: Type, data: CommandOf<Type>['data']): Promise<WorldDomainEvent[]> {
    return this.harness.execute<Type>(this.worldId, this.ownerId, type, data);
  }

  create(name = 'Frostmarch', description = 'Frozen northern wastes'): Promise<WorldDomainEvent[]> {
    return this.run('CreateWorld', { worldId: this.worldId, name, description });
  }
}

/** Ids of the seeded world, by name. */
export interface SeededIds {
  readonly requestId: string;
  readonly north: string;
  readonly south: string;
  readonly haven: string;
  readonly ironhold: string;
  readonly lighthouse: string;
  readonly wastes: string;
  readonly wardens: string;
  readonly tideGuild: string;
  readonly ada: string;
  readonly bo: string;
  readonly cy: string;
  readonly di: string;
}

export function newSeededIds(): SeededIds {
  const names = ['requestId', 'north', 'south', 'haven', 'ironhold', 'lighthouse', 'wastes', 'wardens', 'tideGuild'];
  const more = ['ada', 'bo', 'cy', 'di'];
  return Object.fromEntries([...names, ...more].map((name) => [name, randomUUID()])) as unknown as SeededIds;
}

export async function recordSeededLocations(world: TestWorld, ids: SeededIds): Promise<void> {
  await world.run('RecordSeedingPhase', {
    requestId: ids.requestId,
    phase: 'locations',
    entities: [
      { locationId: ids.north, name: 'The North', type: 'region', description: 'Cold peaks', relativeX: 0.5, relativeY: 0.1 },
      { locationId: ids.south, name: 'The South', type: 'region', status: 'thriving', description: 'Warm shores' },
      {
        locationId: ids.haven,
        name: 'Haven',
        type: 'city',
        description: 'A harbour city of traders',
        tags: ['coastal', 'trade'],
        parentLocationId: ids.north,
        relativeX: 0.4,
        relativeY: 0.2,
      },
      {
        locationId: ids.ironhold,
        name: 'Ironhold',
        type: 'city',
        description: 'Forges under the mountain',
        tags: ['mountain', 'Trade'],
        parentLocationId: ids.north,
      },
      {
        locationId: ids.lighthouse,
        name: 'Old Lighthouse',
        type: 'landmark',
        description: 'Its lamp guides the HARBOUR ships',
        tags: ['coastal', 'ruin'],
        parentLocationId: ids.south,
      },
      { locationId: ids.wastes, name: 'Grey Wastes', type: 'wilderness', status: 'declining', parentLocationId: ids.south },
    ],
  });
}

export async function recordSeededFactions(world: TestWorld, ids: SeededIds): Promise<void> {
  await world.run('RecordSeedingPhase', {
    requestId: ids.requestId,
    phase: 'factions',
    entities: [
      {
        factionId: ids.wardens,
        name: 'Wardens',
        type: 'order',
        membersEstimate: 400,
        controlledLocationIds: [ids.haven, ids.ironhold],
        bannerColor: '#334455',
        ideology: 'Hold the line',
        tags: ['military'],
      },
      { factionId: ids.tideGuild, name: 'Tide Guild', type: 'guild', status: 'rising', controlledLocationIds: [ids.lighthouse] },
    ],
  });
}

/** Creates the world and seeds it through every phase: 2 regions and 4 places, 2 factions, 4 characters. */
export async function seedWorld(world: TestWorld): Promise<SeededIds> {
  const ids = newSeededIds();
  await world.create();
  await world.run('RequestSeeding', { requestId: ids.requestId });
  await recordSeededLocations(world, ids);
  await recordSeededFactions(world, ids);
  await world.run('RecordSeedingPhase', {
    requestId: ids.requestId,
    phase: 'characters',
    entities: [
      {
        characterId: ids.ada,
        name: 'Ada',
        type: 'player',
        storyRole: 'major',
        description: 'Captain of the Wardens',
        background: 'Born in Haven',
        personalityTraits: ['stern', 'loyal'],
        motivations: ['protect Haven'],
        locationId: ids.haven,
        factionId: ids.wardens,
        memories: [{ eventDescription: 'Her first watch', emotionalImpact: 'pride', importance: 0.6 }],
      },
      { characterId: ids.bo, name: 'Bo', type: 'npc', storyRole: 'minor', locationId: ids.ironhold, factionId: ids.wardens },
      { characterId: ids.cy, name: 'Cy', type: 'npc', storyRole: 'major', locationId: ids.lighthouse, factionId: ids.tideGuild },
      { characterId: ids.di, name: 'Di', type: 'npc', storyRole: 'background', locationId: ids.wastes },
    ],
    factionLeaders: [
      { factionId: ids.wardens, characterId: ids.ada },
      { factionId: ids.tideGuild, characterId: ids.cy },
    ],
  });
  await world.run('CompleteSeeding', { requestId: ids.requestId });
  return ids;
}

/** Ids of an arc's anchor beats, planned at its start. */
export interface ArcIds {
  readonly arcId: string;
  readonly anchors: Readonly<Record<0 | 7 | 14, string>>;
}

/** Starts an arc; with an opening beat, beat 0 is generated with that content and its consequences. */
export async function startArc(
  world: TestWorld,
  storyIdea: string | null = null,
  openingBeat?: CommandOf<'StartArc'>['data']['openingBeat'],
): Promise<ArcIds> {
  const arc: ArcIds = { arcId: randomUUID(), anchors: { 0: randomUUID(), 7: randomUUID(), 14: randomUUID() } };
  await world.run('StartArc', {
    arcId: arc.arcId,
    storyName: 'The Long Winter',
    detailedDescription: 'Winter never ends',
    storyIdea,
    ...(openingBeat === undefined ? {} : { openingBeat }),
    anchorBeats: ([0, 7, 14] as const).map((index) => ({
      beatId: arc.anchors[index],
      index,
      name: '',
      description: `Planned beat ${index}`,
      worldDirectives: [`directive ${index}`],
      emergentStorylines: [],
    })),
  });
  return arc;
}

/**
 * A beat's description that names every entity whose state its consequences change, as the domain's
 * coherence judge asks (status, place); the consequences give a memory to each character so named.
 */
async function narration(world: TestWorld, index: number, consequences: NewBeat['consequences'] = {}): Promise<string> {
  const state = await world.harness.domainState(world.worldId);
  const ids = [
    ...(consequences.locationStatusChanges ?? []).map((change) => change.locationId),
    ...(consequences.factionStatusChanges ?? []).map((change) => change.factionId),
    ...(consequences.characterStatusChanges ?? []).map((change) => change.characterId),
    ...(consequences.moves ?? []).map((move) => move.characterId),
  ];
  const names = [...new Set(ids)].map((id) => state.locations.get(id)?.name ?? state.factions.get(id)?.name ?? state.characters.get(id)?.name ?? id);
  return names.length === 0 ? `What happens in beat ${index}` : `What happens in beat ${index} to ${names.join(', ')}`;
}

/** Progresses to beat `index` (an anchor keeps its planned id); returns the beat's id. */
export async function progressTo(
  world: TestWorld,
  arc: ArcIds,
  index: number,
  consequences: NewBeat['consequences'] = {},
): Promise<string> {
  const anchorId = (arc.anchors as Record<number, string | undefined>)[index];
  const beatId = anchorId ?? randomUUID();
  const description = await narration(world, index, consequences);
  await world.run('ProgressArc', {
    arcId: arc.arcId,
    beat: {
      beatId,
      index,
      name: `Beat ${index}`,
      description,
      worldDirectives: [`directive ${index}`],
      emergentStorylines: [`storyline ${index}`],
      consequences,
    },
  });
  return beatId;
}

// ---------------------------------------------------------------------------------------------
// The oracle: the domain's folded state in the contracts' shapes (the audit's mapper).

const byId = <T extends { id: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.id.localeCompare(b.id));

/** Asserts that every query answers exactly what folding the world's stream says (world events aside). */
export async function expectReadModelsToMatchDomain(world: TestWorld): Promise<ExistingWorld> {
  const { harness, worldId, ownerId } = world;
  await harness.projected();
  const state = await harness.domainState(worldId);
  const queries = detailQueries(harness);

  expect(byId(await queries.locations(worldId, ownerId))).toEqual(
    byId(toLocationViews(state)),
  );
  expect(byId(await queries.factions(worldId, ownerId))).toEqual(
    byId([...state.factions.values()].map((faction) => toFactionView(worldId, faction))),
  );
  expect(byId(await queries.characters(worldId, ownerId))).toEqual(
    byId(toCharacterViews(state)),
  );
  for (const arc of listArcs(state)) expect(await queries.arc(arc.arcId, ownerId)).toEqual(toArcView(worldId, arc));

  const view = await queries.worldState(worldId, ownerId);
  expect(World.parse(view.world)).toMatchObject({
    id: worldId,
    name: state.name,
    description: state.description,
    current_arc_id: state.currentArc?.arcId ?? null,
    created_at: state.createdAt,
  });
  expect(view.currentArc).toEqual(state.currentArc ? toArcView(worldId, state.currentArc) : null);
  expect(view.currentBeats).toEqual(state.currentArc ? generatedBeats(state.currentArc).map(toBeatView) : []);
  return state;
}
