import {
  Arc,
  Character,
  CreateArcBody,
  CreateCharacterInput,
  CreateFactionInput,
  CreateLocationInput,
  CreateWorldInput,
  DeletedResult,
  Faction,
  Location,
  pageOf,
  ProgressArcBody,
  ProgressArcResponse,
  RecordWorldEventBody,
  SearchLocationsInput,
  SeedWorldResult,
  UpdateCharacterBody,
  UpdateFactionBody,
  UpdateLocationBody,
  World,
  WorldEvent,
  WorldStateView,
} from '@worldloom/contracts';
import { example } from '#platform/openapi/examples';

/**
 * Example requests and responses of the world's REST routes for the OpenAPI document. Each goes through its
 * contract schema when the document is built, so an example can never drift from the shape it illustrates.
 */
const ids = {
  world: '3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91',
  arc: '8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e',
  beat: 'c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7',
  nextBeat: 'd5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8',
  event: 'e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9',
  location: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  region: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  character: 'f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0',
  faction: '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
} as const;
const at = '2025-11-20T09:30:00.000Z';
const later = '2025-11-20T09:42:10.000Z';
const cursor = 'WyJzdGFibGUiLCJFbWJlcmZhbGwiLCJhMWIyYzNkNC1lNWY2LTRhN2ItOGM5ZC0wZTFmMmEzYjRjNWQiXQ';

const world = {
  id: ids.world,
  name: 'The Enchanted Kingdom',
  description: 'A realm of ancient forests, floating citadels and feuding mage-houses.',
  current_arc_id: ids.arc,
  created_at: at,
  updated_at: later,
  // The caller's role in the world.
  role: 'owner' as const,
};
const arc = {
  id: ids.arc,
  world_id: ids.world,
  current_beat_id: ids.beat,
  story_name: 'The Sundered Crown',
  detailed_description: 'When the crown of the first queen splits in two, two houses claim the throne.',
  summary: null,
  status: 'active' as const,
  created_at: at,
};
const beat = {
  id: ids.beat,
  arc_id: ids.arc,
  beat_index: 0,
  beat_name: 'Opening Image',
  beat_type: 'anchor' as const,
  description: 'Lanterns rise over Emberfall as the court gathers for the coronation.',
  world_directives: ['Emberfall is thriving'],
  emergent_storylines: ['A courier carries a sealed letter north'],
  created_at: at,
};
const nextBeat = { ...beat, id: ids.nextBeat, beat_index: 1, beat_name: 'Theme Stated', beat_type: 'generated' as const, created_at: later };
const worldEvent = {
  id: ids.event,
  world_id: ids.world,
  beat_id: ids.beat,
  event_type: 'player_action' as const,
  impact_level: 'moderate' as const,
  description: 'The heroes steal the sealed letter from the courier.',
  created_at: later,
  // Recorded by the owner; a player's player_action names their player character here.
  character_id: null,
};
const location = {
  id: ids.location,
  world_id: ids.world,
  name: 'Emberfall',
  type: 'city' as const,
  status: 'stable' as const,
  description: 'A walled city of glassblowers on the edge of the Ashwood.',
  tags: ['trade', 'walled'],
  parent_location_id: ids.region,
  relative_x: 0.42,
  relative_y: 0.61,
  historical_events: [{ timestamp: at, event: 'Founded by the first queen' }],
  controlled_by: ids.faction,
  emerged_in_beat: null,
  created_at: at,
  last_significant_change: null,
};
const character = {
  id: ids.character,
  world_id: ids.world,
  name: 'Ada Thorne',
  type: 'npc' as const,
  story_role: 'major' as const,
  status: 'active' as const,
  description: 'Court archivist with ink-stained fingers.',
  background: 'Raised in the archive after her parents vanished.',
  personality_traits: ['curious', 'stubborn'],
  motivations: ['Find out what happened to her parents'],
  memories: [{ timestamp: at, event_description: 'Saw the crown split', emotional_impact: 'dread', importance: 0.9 }],
  story_beats_witnessed: [ids.beat],
  location_id: ids.location,
  faction_id: ids.faction,
  relationships: [],
  allegiance: { change: 'join' as const, reason: 'Sworn to the eldest line', changed_at: at },
  historical_events: [{ timestamp: at, event: 'Joined House Veyra: Sworn to the eldest line', beat_index: 3 }],
  emerged_in_beat: null,
  created_at: at,
  // An NPC: no player plays it.
  controlled_by: null,
};
const faction = {
  id: ids.faction,
  world_id: ids.world,
  name: 'House Veyra',
  type: 'kingdom' as const,
  status: 'rising' as const,
  members_estimate: 12000,
  controlled_locations: [ids.location],
  leader_id: ids.character,
  banner_color: '#6b5bd6',
  ideology: 'The crown belongs to the eldest line.',
  tags: ['noble'],
  historical_events: [],
  stances: [],
  created_at: at,
};

/** The sample world every example describes; the audit module's examples tell its history. */
export const sampleWorld = { ids, at, later, world, arc, beat, nextBeat, location, character, faction };

export const restExamples = {
  createWorld: example(CreateWorldInput, { name: world.name, description: world.description }),
  world: example(World, world),
  newWorld: example(World, { ...world, current_arc_id: null, updated_at: at }),
  worldPage: example(pageOf(World), { items: [world], next_cursor: null }),
  worldState: example(WorldStateView, { world, currentArc: arc, currentBeats: [beat, nextBeat] }),
  seedResult: example(SeedWorldResult, { worldId: ids.world, requestId: ids.event, status: 'seeding' }),
  createArc: example(CreateArcBody, { storyIdea: 'Two houses claim a crown that split in two' }),
  arc: example(Arc, arc),
  recordEvent: example(RecordWorldEventBody, {
    event_type: worldEvent.event_type,
    impact_level: worldEvent.impact_level,
    description: worldEvent.description,
  }),
  worldEvent: example(WorldEvent, worldEvent),
  beatEvents: [example(WorldEvent, worldEvent)],
  progressArc: example(ProgressArcBody, {
    worldId: ids.world,
    recentEvents: [{ event_type: 'player_action', impact_level: 'moderate', description: worldEvent.description }],
  }),
  progressed: example(ProgressArcResponse, { beat: nextBeat, draft: null, complete: false, recorded_events: [worldEvent] }),
  createCharacter: example(CreateCharacterInput, { world_id: ids.world, name: character.name, type: 'npc', story_role: 'major' }),
  character: example(Character, character),
  characterPage: example(pageOf(Character), { items: [character], next_cursor: cursor }),
  updateCharacter: example(UpdateCharacterBody, { name: 'Ada Thorne the Elder', status: 'retired', location_id: ids.location }),
  createLocation: example(CreateLocationInput, { world_id: ids.world, name: location.name, type: 'city', status: 'stable' }),
  location: example(Location, location),
  locationPage: example(pageOf(Location), { items: [location], next_cursor: cursor }),
  updateLocation: example(UpdateLocationBody, { name: 'Emberfall', status: 'declining', description: 'Half its kilns have gone cold.' }),
  searchLocations: example(SearchLocationsInput, { worldId: ids.world, query: 'ember', tags: ['trade'], limit: 20 }),
  createFaction: example(CreateFactionInput, { world_id: ids.world, name: faction.name, type: 'kingdom' }),
  faction: example(Faction, faction),
  factionPage: example(pageOf(Faction), { items: [faction], next_cursor: null }),
  updateFaction: example(UpdateFactionBody, { name: 'House Veyra', status: 'declining', leader_id: ids.character }),
  deleted: example(DeletedResult, { id: ids.character, deleted: true }),
  ids,
};
