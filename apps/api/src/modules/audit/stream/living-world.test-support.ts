import { randomUUID } from 'node:crypto';
import {
  type AppliedBeatConsequences,
  type BeatConsequencesInput,
  beatConsequenceEvents,
  type BeatGenerated,
  type WorldDomainEvent,
  type WorldEventType,
} from '@worldloom/domain';
import type { NewEvent } from '#platform/event-store/event-store.port';
import { WorldWriter } from './long-world.test-support';

/**
 * A short world in which every event of the living world happens, made by the domain's own decider: stances
 * set at seeding, an arc with a premise whose beats bring newcomers in, move territory, rewrite doctrines,
 * change motivations, allegiances (join, defect, leave, hold out), descriptions, leaders and ties, and then
 * diplomacy by hand. A beat decides the characters' and places' changes inside BeatGenerated; one beat here
 * is stored with them as events of their own instead, so every event type of the living world is in the
 * stream (as a world of a later version, or an import, may hold them).
 */
export interface LivingWorld {
  readonly worldId: string;
  readonly ownerId: string;
  readonly arcId: string;
  readonly ids: Readonly<Record<LivingName, string>>;
  readonly events: readonly NewEvent[];
}

const NAMES = {
  north: 'North',
  haven: 'Haven',
  ironhold: 'Ironhold',
  graywater: 'Graywater',
  saltmere: 'Saltmere',
  westwatch: 'Westwatch',
  wardens: 'Wardens',
  reavers: 'Reavers',
  tideGuild: 'Tide Guild',
  ada: 'Ada',
  bo: 'Bo',
  cy: 'Cy',
  di: 'Di',
  cass: 'Cass Vey',
} as const;
export type LivingName = keyof typeof NAMES;

/** The living world's changes of people and places: what the unbundled beat stores as events of their own. */
const UNBUNDLED: readonly WorldEventType[] = [
  'LocationAdded',
  'CharacterAllegianceChanged',
  'CharacterMotivationsChanged',
  'CharacterProfileAmended',
  'LocationDescriptionAmended',
  'CharacterRelationshipChanged',
  'CharacterHistoryRecorded',
];

/** The beat with its people's and places' changes taken out, followed by the events they stand for. */
function unbundled(events: WorldDomainEvent[]): WorldDomainEvent[] {
  return events.flatMap((event) => {
    if (event.type !== 'BeatGenerated') return [event];
    const consequences: AppliedBeatConsequences = {
      ...event.data.consequences,
      newcomers: { ...event.data.consequences.newcomers, locations: [] },
      motivationChanges: [],
      allegianceChanges: [],
      characterAmendments: [],
      locationAmendments: [],
      relationshipChanges: [],
      characterHistory: [],
    };
    const beat: BeatGenerated = { ...event, data: { ...event.data, consequences } };
    return [beat, ...beatConsequenceEvents(event.data).filter(({ type }) => UNBUNDLED.includes(type))];
  });
}

class LivingWorldWriter extends WorldWriter {
  readonly arcId = randomUUID();
  readonly ids = Object.fromEntries(Object.keys(NAMES).map((name) => [name, randomUUID()])) as Record<LivingName, string>;
  private readonly anchors = { 0: randomUUID(), 7: randomUUID(), 14: randomUUID() };

  beat(index: number, description: string, consequences: BeatConsequencesInput, storedAs?: (events: WorldDomainEvent[]) => WorldDomainEvent[]): void {
    const beatId = (this.anchors as Record<number, string | undefined>)[index] ?? randomUUID();
    const beat = { beatId, index, name: `Beat ${index}`, description, worldDirectives: [], emergentStorylines: [], consequences };
    this.run('ProgressArc', { arcId: this.arcId, beat }, true, storedAs);
  }

  memory(name: LivingName, eventDescription: string) {
    return { characterId: this.ids[name], eventDescription, emotionalImpact: 'resolve', importance: 0.6 };
  }

  seed(): void {
    const { ids } = this;
    const requestId = randomUUID();
    const place = (name: LivingName, x: number) => ({ locationId: ids[name], name: NAMES[name], type: 'city', parentLocationId: ids.north, relativeX: x, relativeY: 0.5 });
    this.run('RequestSeeding', { requestId });
    this.run(
      'RecordSeedingPhase',
      {
        requestId,
        phase: 'locations',
        entities: [
          { locationId: ids.north, name: NAMES.north, type: 'region', description: 'Cold hills', relativeX: 0.5, relativeY: 0.1 },
          { ...place('haven', 0.2), description: 'A harbour city' },
          place('ironhold', 0.4),
          place('graywater', 0.6),
        ],
      },
      true,
    );
    this.run(
      'RecordSeedingPhase',
      {
        requestId,
        phase: 'factions',
        entities: [
          { factionId: ids.wardens, name: NAMES.wardens, type: 'order', controlledLocationIds: [ids.haven, ids.ironhold], ideology: 'Keep the peace' },
          { factionId: ids.reavers, name: NAMES.reavers, type: 'cult' },
          { factionId: ids.tideGuild, name: NAMES.tideGuild, type: 'guild', controlledLocationIds: [ids.graywater] },
        ],
        stances: [{ sourceFactionId: ids.wardens, targetFactionId: ids.reavers, stance: 'hostile', reason: 'An old feud' }],
      },
      true,
    );
    const character = (name: LivingName, locationId: string, factionId: string | null) => ({
      characterId: ids[name],
      name: NAMES[name],
      type: 'npc',
      storyRole: 'minor',
      locationId,
      factionId,
    });
    this.run(
      'RecordSeedingPhase',
      {
        requestId,
        phase: 'characters',
        entities: [
          { ...character('ada', ids.haven, ids.wardens), type: 'player', storyRole: 'major', motivations: ['protect Haven'] },
          character('bo', ids.ironhold, ids.wardens),
          character('cy', ids.graywater, ids.tideGuild),
          character('di', ids.north, null),
        ],
        factionLeaders: [
          { factionId: ids.wardens, characterId: ids.ada },
          { factionId: ids.tideGuild, characterId: ids.cy },
        ],
      },
      true,
    );
    this.run('CompleteSeeding', { requestId }, true);
  }

  startArc(): void {
    const { ids } = this;
    const anchorBeats = ([0, 7, 14] as const).map((index) => ({
      beatId: this.anchors[index],
      index,
      name: `Anchor ${index}`,
      description: `Planned beat ${index}`,
      worldDirectives: [],
      emergentStorylines: [],
    }));
    this.run(
      'StartArc',
      {
        arcId: this.arcId,
        storyName: 'The Long Feud',
        detailedDescription: 'Old enemies march again',
        storyIdea: 'The Reavers come back for Haven',
        premise: {
          threat: 'The Reavers march on Haven',
          stakes: 'Haven itself',
          protagonistId: ids.ada,
          antagonistId: null,
          characterIds: [ids.ada, ids.bo],
          factionIds: [ids.wardens, ids.reavers],
          locationIds: [ids.haven],
        },
        anchorBeats,
        openingBeat: {
          name: 'Opening',
          description: 'Ada keeps watch over Haven.',
          worldDirectives: [],
          emergentStorylines: [],
          consequences: { memories: [this.memory('ada', 'The quiet before')] },
        },
      },
      true,
    );
  }

  /** Newcomers, a conquest, a stance, a doctrine, a new leader and a status with its reason; Ada changes. */
  theFallOfHaven(): void {
    const { ids } = this;
    this.beat(
      1,
      'The Reavers take Haven from the Wardens, whose creed hardens. Ada leaves Haven for the North, now a land of refugees. ' +
        'In Saltmere, Cass Vey joins the Reavers and leads them.',
      {
        newcomers: {
          locations: [{ locationId: ids.saltmere, name: NAMES.saltmere, type: 'city', parentLocationId: ids.north, relativeX: 0.8, relativeY: 0.7 }],
          characters: [{ characterId: ids.cass, name: NAMES.cass, type: 'npc', storyRole: 'wildcard', locationId: ids.saltmere }],
        },
        stanceChanges: [{ sourceFactionId: ids.reavers, targetFactionId: ids.wardens, stance: 'hostile', reason: 'Revenge' }],
        territoryChanges: [{ kind: 'claim', factionId: ids.reavers, locationId: ids.haven, method: 'conquest', reason: 'The walls fell' }],
        doctrines: [{ factionId: ids.wardens, ideology: 'Hold the line', tags: ['siege'], reason: 'The siege' }],
        motivationChanges: [{ characterId: ids.ada, add: ['avenge Haven'], reason: 'Haven fell' }],
        allegianceChanges: [{ characterId: ids.cass, toFactionId: ids.reavers, reason: 'A new cause' }],
        leaderChanges: [{ factionId: ids.reavers, leaderId: ids.cass, reason: 'Chosen at once' }],
        characterAmendments: [{ characterId: ids.ada, description: 'Scarred by the siege', reason: 'The flight' }],
        locationAmendments: [{ locationId: ids.north, description: 'A land of refugees', reason: 'The war' }],
        relationshipChanges: [{ characterId: ids.cass, otherCharacterId: ids.ada, kind: 'ally', note: 'Met on the road' }],
        locationStatusChanges: [{ locationId: ids.haven, status: 'declining', reason: 'Sacked' }],
        factionStatusChanges: [{ factionId: ids.wardens, status: 'declining', reason: 'The siege was lost' }],
        moves: [{ characterId: ids.ada, toLocationId: ids.north }],
        memories: [this.memory('ada', 'The fall of Haven'), this.memory('cass', 'Landed in Saltmere')],
      },
    );
  }

  /** A defection, a tie turned sour, a motivation given up and a place let go. */
  theQuarrel(): void {
    const { ids } = this;
    this.beat(2, 'Bo defects from the Wardens to the Reavers. Ada and Cass Vey quarrel over Haven. The Wardens let Ironhold go.', {
      allegianceChanges: [{ characterId: ids.bo, toFactionId: ids.reavers, reason: 'Paid in silver' }],
      relationshipChanges: [{ characterId: ids.ada, otherCharacterId: ids.cass, kind: 'rival', note: 'A quarrel over Haven' }],
      territoryChanges: [{ kind: 'release', factionId: ids.wardens, locationId: ids.ironhold, reason: 'Too costly to hold' }],
      motivationChanges: [{ characterId: ids.ada, drop: ['protect Haven'], reason: 'Nothing left to protect' }],
      memories: [this.memory('bo', 'Silver in hand'), this.memory('ada', 'Harsh words'), this.memory('cass', 'Harsh words')],
    });
  }

  /** A faction collapses and its leader holds out; a member leaves; a tie ends. */
  theCollapse(): void {
    const { ids } = this;
    this.beat(3, 'The Tide Guild collapses. Cy holds out in Graywater. Bo walks away from the Reavers.', {
      factionStatusChanges: [{ factionId: ids.tideGuild, status: 'collapsed', reason: 'Bankrupt' }],
      allegianceChanges: [
        { characterId: ids.cy, toFactionId: ids.tideGuild, reason: 'Loyal to the end' },
        { characterId: ids.bo, toFactionId: null, reason: 'Tired of war' },
      ],
      relationshipChanges: [{ characterId: ids.ada, otherCharacterId: ids.cass, kind: null, note: '' }],
      memories: [this.memory('cy', 'The last ledger'), this.memory('bo', 'The road home')],
    });
  }

  /** Every kind of diplomacy a person may do by hand. */
  diplomacy(): void {
    const { ids } = this;
    this.run('SetFactionStance', { sourceFactionId: ids.wardens, targetFactionId: ids.reavers, stance: 'neutral', reason: 'A truce' });
    this.run('ReviseFactionStances', {
      changes: [
        { sourceFactionId: ids.reavers, targetFactionId: ids.wardens, stance: 'ally', reason: 'A common enemy' },
        { sourceFactionId: ids.reavers, targetFactionId: ids.tideGuild, stance: 'hostile', reason: 'Unpaid debts' },
      ],
    });
    this.run('ClaimLocation', { factionId: ids.wardens, locationId: ids.saltmere, method: 'treaty', reason: 'Bought' });
    this.run('ReleaseLocation', { factionId: ids.wardens, locationId: ids.saltmere, reason: 'Too far to hold' });
    this.run('SetFactionStatus', { factionId: ids.reavers, status: 'declining', reason: 'Defeat at sea', doctrine: { ideology: 'Survive', tags: ['remnant'] } });
    this.run('RewriteFactionDoctrine', { factionId: ids.wardens, ideology: 'Endure', tags: [], reason: 'A long peace' });
    this.run('RecordWorldEvent', { eventId: randomUUID(), eventType: 'social', impactLevel: 'minor', description: 'A feast for the truce' });
  }

  /** The people's and places' changes stored as events of their own, a newcomer place among them. */
  theRebuilding(): void {
    const { ids } = this;
    this.beat(
      4,
      'Di joins the Wardens. Saltmere is rebuilt and Westwatch rises beside it. Cass Vey is seen anew.',
      {
        newcomers: { locations: [{ locationId: ids.westwatch, name: NAMES.westwatch, type: 'city', parentLocationId: ids.north, relativeX: 0.9, relativeY: 0.9 }] },
        allegianceChanges: [{ characterId: ids.di, toFactionId: ids.wardens, reason: 'A home at last' }],
        motivationChanges: [{ characterId: ids.cass, add: ['rule Saltmere'], reason: 'Ambition' }],
        characterAmendments: [{ characterId: ids.cass, background: 'A sailor from the south', reason: 'Old papers found' }],
        locationAmendments: [{ locationId: ids.saltmere, description: 'A rebuilt port', reason: 'New walls' }],
        relationshipChanges: [
          { characterId: ids.ada, otherCharacterId: ids.bo, kind: 'family', note: 'Cousins after all' },
          { characterId: ids.di, otherCharacterId: ids.cass, kind: 'mentor', note: 'Taught to sail' },
        ],
        memories: [this.memory('di', 'Sworn in'), this.memory('cass', 'The new walls')],
      },
      unbundled,
    );
  }
}

/** The living world of `ownerId`, as its events would be stored. */
export function livingWorld(ownerId: string = randomUUID()): LivingWorld {
  const writer = new LivingWorldWriter(randomUUID(), ownerId);
  writer.run('CreateWorld', { worldId: writer.worldId, name: 'Saltwind', description: 'A coast of feuding orders' });
  writer.seed();
  writer.startArc();
  writer.theFallOfHaven();
  writer.theQuarrel();
  writer.theCollapse();
  writer.diplomacy();
  writer.theRebuilding();
  // Ties go with the one who is gone: Ada's to Bo ends here, Di's to Cass stays.
  writer.run('RemoveCharacter', { characterId: writer.ids.bo });
  return { worldId: writer.worldId, ownerId, arcId: writer.arcId, ids: writer.ids, events: writer.events };
}
