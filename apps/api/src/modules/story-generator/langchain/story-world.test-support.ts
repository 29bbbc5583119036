import { randomUUID } from 'node:crypto';
import { NO_BEAT_CONSEQUENCES, SAVE_THE_CAT_BEATS, type BeatConsequences, type GeneratedBeat, type GenerateBeatInput } from '@worldloom/contracts';
import {
  type ExistingWorld,
  fold,
  type NewCharacter,
  type NewFaction,
  type NewLocation,
  nextArcStep,
  type WorldCommand,
  type WorldDomainEvent,
  worldDecider,
} from '@worldloom/domain';
import {
  beatBriefs,
  generationArc,
  generationEntities,
  generationEvent,
  generationWorld,
  nextAnchor,
  plannedBeat,
} from '../../world/generation/generation-inputs';
import { newBeat } from '../../world/generation/generation-outputs';
import { domainReview } from '../../world/generation/generation-review';
import type { Review } from '../story-generator.port';

/*
 * A world built and changed by the domain itself (libs/domain's worldDecider), read into the generator's
 * inputs and judged the way the app's handlers do (generation-inputs, generation-outputs, domainReview).
 */

type CommandOf<Type extends WorldCommand['type']> = Extract<WorldCommand, { type: Type }>;

const OWNER = 'user-owner';
const START = Date.parse('2026-01-01T00:00:00.000Z');

export class StoryWorld {
  private readonly events: WorldDomainEvent[] = [];
  private minutes = 0;
  private arcId: string | null = null;

  constructor(
    name = 'Frostmarch',
    description = 'Frozen northern wastes where the old clans feud over the last warm valleys.',
    readonly worldId: string = randomUUID(),
  ) {
    this.run('CreateWorld', { worldId: this.worldId, name, description });
  }

  get state(): ExistingWorld {
    const state = fold(worldDecider, this.events);
    if (state.status === 'none') throw new Error('no world');
    return state;
  }

  get currentArcId(): string {
    if (this.arcId === null) throw new Error('no arc started');
    return this.arcId;
  }

  /** Decides a command on the world as it is, as its owner, a minute after the last one, and keeps its events. */
  run<Type extends WorldCommand['type']>(type: Type, data: CommandOf<Type>['data']): WorldDomainEvent[] {
    return this.runAs(OWNER, type, data);
  }

  /** As `run`, for another user (a member of the world). */
  runAs<Type extends WorldCommand['type']>(actorUserId: string, type: Type, data: CommandOf<Type>['data']): WorldDomainEvent[] {
    const decided = worldDecider.decide(this.command(type, data, actorUserId), fold(worldDecider, this.events));
    this.events.push(...decided);
    this.minutes += 1;
    return decided;
  }

  private command<Type extends WorldCommand['type']>(type: Type, data: CommandOf<Type>['data'], actorUserId = OWNER): CommandOf<Type> {
    const now = new Date(START + this.minutes * 60_000).toISOString();
    return { type, data, metadata: { now, actorUserId } } as CommandOf<Type>;
  }

  /** A player joins by invite and creates their player character (bound to them); returns both ids. */
  addPlayer(name: string, data: Partial<NewCharacter> = {}): { userId: string; characterId: string } {
    const userId = `user-${randomUUID()}`;
    const inviteId = randomUUID();
    this.run('CreateInvite', { inviteId, role: 'player', tokenHash: inviteId, expiresAt: null, maxUses: null });
    this.runAs(userId, 'JoinWorld', { inviteId });
    const characterId = randomUUID();
    this.runAs(userId, 'AddCharacter', { characterId, name, type: 'player', storyRole: 'major', ...data });
    return { userId, characterId };
  }

  /** The player records a player_action, as their character. */
  playerAction(userId: string, description: string): void {
    this.runAs(userId, 'RecordWorldEvent', { eventId: randomUUID(), eventType: 'player_action', impactLevel: 'minor', description });
  }

  addLocation(name: string, data: Partial<NewLocation> = {}): string {
    const locationId = randomUUID();
    this.run('AddLocation', { locationId, name, type: 'city', ...data });
    return locationId;
  }

  addFaction(name: string, data: Partial<NewFaction> = {}): string {
    const factionId = randomUUID();
    this.run('AddFaction', { factionId, name, type: 'kingdom', ideology: `${name} keeps the old oaths.`, ...data });
    return factionId;
  }

  addCharacter(name: string, data: Partial<NewCharacter> = {}): string {
    const characterId = randomUUID();
    this.run('AddCharacter', { characterId, name, type: 'npc', storyRole: 'minor', ...data });
    return characterId;
  }

  startArc(data: Partial<CommandOf<'StartArc'>['data']> = {}): string {
    const arcId = randomUUID();
    const anchor = (index: number, name: string) => ({
      beatId: randomUUID(),
      index,
      name,
      description: `The planned ${name.toLowerCase()} of the long winter.`,
      worldDirectives: [],
      emergentStorylines: [],
    });
    this.run('StartArc', {
      arcId,
      storyName: 'The Long Winter',
      detailedDescription: 'The sun fails and the clans must choose between the hearth and the sword.',
      anchorBeats: [anchor(0, 'Opening Image'), anchor(7, 'Fun and Games'), anchor(14, 'Final Image')],
      ...data,
    });
    this.arcId = arcId;
    return arcId;
  }

  /** What the app hands the generator for the next beat of the current arc (ProgressArcHandler's input). */
  beatInput(): GenerateBeatInput {
    const world = this.state;
    const step = nextArcStep(world, this.currentArcId);
    if (step.kind !== 'beat') throw new Error('the arc is complete');
    return {
      world: generationWorld(world),
      arc: generationArc(step.arc),
      beat_index: step.index,
      planned_anchor: step.plannedBeat && plannedBeat(step.plannedBeat),
      next_anchor: nextAnchor(step.arc, step.index),
      previous_beats: beatBriefs(step.arc),
      entities: generationEntities(world),
      events_since_last_beat: step.arc.eventsSinceLastBeat.map(generationEvent),
    };
  }

  private nextBeatId(): string {
    const step = nextArcStep(this.state, this.currentArcId);
    return (step.kind === 'beat' ? step.plannedBeat?.beatId : undefined) ?? randomUUID();
  }

  /** The domain's verdict on a beat for the next step, as the handler reviews it: ProgressArc decided on the current state. */
  beatReview(): Review<GeneratedBeat> {
    const beatId = this.nextBeatId();
    const state = this.state;
    return domainReview((beat: GeneratedBeat) =>
      worldDecider.decide(this.command('ProgressArc', { arcId: this.currentArcId, beat: newBeat(beat, beatId) }), state),
    );
  }

  /** Appends a generated beat as the next one of the current arc. */
  progress(beat: GeneratedBeat): void {
    this.run('ProgressArc', { arcId: this.currentArcId, beat: newBeat(beat, this.nextBeatId()) });
  }
}

/** A generated beat for `index` with the given consequences (the rest empty). */
export function generatedBeat(index: number, name: string, description: string, consequences: Partial<BeatConsequences>): GeneratedBeat {
  return {
    beat_index: index,
    beat_name: name,
    description,
    world_directives: [],
    emergent_storylines: [],
    consequences: { ...NO_BEAT_CONSEQUENCES, ...consequences },
  };
}

const REGIONS = ['Northreach', 'Ember Vale', 'Saltmarch', 'Greywold', 'Thornwood'];
const PLACE_STEMS = ['Frost', 'Iron', 'Raven', 'Stone', 'Silver', 'Wolf', 'Amber'];
const PLACE_ENDS = ['hold', 'gate', 'ford', 'mere', 'watch'];
const FACTIONS = ['Iron Covenant', 'Ashen Host', 'Order of the Pale Flame', 'Tidewater Company'];
const FIRST_NAMES = [
  'Aldric', 'Brenna', 'Cedric', 'Dagny', 'Eirik', 'Freya', 'Gunnar', 'Hilde', 'Ivar', 'Jorunn',
  'Kettil', 'Livia', 'Magnus', 'Nessa', 'Ormund', 'Peder', 'Quilla', 'Runa', 'Sigurd', 'Thora',
  'Ulfar', 'Vigdis', 'Wulfric', 'Ylva', 'Zorra', 'Astrid', 'Bjorn', 'Colm', 'Dagmar', 'Edda',
];
const SURNAMES = ['Vane', 'Stormborn', 'Halloran', 'Greyhand', 'Oakheart', 'Rimeguard'];
const ROLES = ['major', 'minor', 'minor', 'wildcard', 'background', 'background'] as const;

export interface LongHistory {
  story: StoryWorld;
  characterIds: string[];
  locationIds: string[];
  factionIds: string[];
}

/**
 * A world of 40 locations (5 regions), 4 factions and 30 characters, seeded with traits, motivations and
 * memories, whose arc has come to beat 13 (the Finale next, the Final Image its next anchor) through 12 beats
 * that each left memories with 20 people and new ties: some 330 memories in all.
 */
export function longHistoryWorld(): LongHistory {
  const story = new StoryWorld();
  const regionIds = REGIONS.map((name, index) =>
    story.addLocation(name, { type: 'region', description: `${name}, a wide and weathered land of the north.`, relativeX: 0.2 * index, relativeY: 0.5 }),
  );
  const placeIds = PLACE_STEMS.flatMap((stem, stemIndex) =>
    PLACE_ENDS.map((end, endIndex) =>
      story.addLocation(`${stem}${end}`, {
        type: endIndex === 0 ? 'city' : endIndex === 4 ? 'landmark' : 'wilderness',
        parentLocationId: regionIds[(stemIndex + endIndex) % regionIds.length] ?? null,
        description: `${stem}${end} keeps its fires low and its gates shut; its people trade furs, salt and rumours with the clans.`,
        tags: ['cold', stem.toLowerCase()],
      }),
    ),
  );
  const locationIds = [...regionIds, ...placeIds];
  const factionIds = FACTIONS.map((name, index) =>
    story.addFaction(name, { controlledLocationIds: placeIds.slice(index * 5, index * 5 + 4), tags: ['northern', 'old'] }),
  );
  const characterIds = FIRST_NAMES.map((first, index) =>
    story.addCharacter(`${first} ${SURNAMES[index % SURNAMES.length]}`, {
      storyRole: ROLES[index % ROLES.length],
      description: `${first} is a weathered soul of the north with a scar for every winter.`,
      background: `Born in ${PLACE_STEMS[index % PLACE_STEMS.length]}hold during the year of the black ice.`,
      personalityTraits: ['stubborn', index % 2 === 0 ? 'proud' : 'wary', index % 3 === 0 ? 'generous' : 'cunning'],
      motivations: [`protect the people of ${PLACE_STEMS[index % PLACE_STEMS.length]}hold`, `find the lost heir of winter ${index}`],
      locationId: placeIds[index % placeIds.length] ?? null,
      factionId: factionIds[index % factionIds.length] ?? null,
      memories: [0, 1, 2].map((memory) => ({
        eventDescription: `${first} recalls winter ${memory} before the story, when the wolves came to the gate number ${index}-${memory}.`,
        emotionalImpact: 'dread',
        importance: ((index + memory) % 10) / 10,
      })),
    }),
  );
  factionIds.forEach((factionId, index) => story.run('UpdateFaction', { factionId, leaderId: characterIds[index] ?? null }));
  story.startArc({
    storyIdea: 'The Ashen Host marches on Frosthold while the sun fails.',
    premise: {
      threat: 'the Ashen Host marches on Frosthold',
      stakes: 'the last warm valley of the north',
      protagonistId: characterIds[0] ?? null,
      antagonistId: characterIds[1] ?? null,
      characterIds: characterIds.slice(0, 6),
      factionIds: factionIds.slice(0, 2),
      locationIds: placeIds.slice(0, 2),
    },
  });
  for (let index = 1; index <= 12; index += 1) story.progress(historyBeat(story, index, characterIds));
  story.run('RecordWorldEvent', {
    eventId: randomUUID(),
    eventType: 'world_event',
    impactLevel: 'major',
    description: 'A blizzard buries the southern road to Frosthold.',
  });
  return { story, characterIds, locationIds, factionIds };
}

/** Beat `index` of the history: two people named, twenty remembering it, a new tie between two of them. */
function historyBeat(story: StoryWorld, index: number, characterIds: readonly string[]): GeneratedBeat {
  const names = new Map([...story.state.characters.values()].map((character) => [character.id, character.name]));
  const at = (offset: number) => characterIds[(index + offset) % characterIds.length] ?? '';
  const rememberers = Array.from({ length: 20 }, (_, offset) => at(offset));
  const description = [
    `In the ${index}th week of the long winter, ${names.get(at(0))} and ${names.get(at(1))} argue over the grain stores while the snow keeps falling.`,
    'Scouts bring word of fires on the ridges, and the councils sit late into the night weighing oaths against hunger and old debts against new fears.',
    'Children are sent down into the root cellars with the last of the apples, and the smiths work by lamplight, hammering plough blades into spearheads.',
    'At the edge of the frozen lake the elders read the ice and do not like what they see: cracks that run north toward the mountains, where no thaw has reached in living memory.',
    'By the end of the week every hall has doubled its watch, and the songs in the taverns have turned from harvest tunes to the old laments for the fallen.',
  ].join(' ');
  return generatedBeat(index, SAVE_THE_CAT_BEATS[index] ?? '', description, {
    memories: rememberers.map((characterId, offset) => ({
      character_id: characterId,
      event_description: `Week ${index} of the long winter, memory ${offset}: the grain quarrel and the fires on the ridges.`,
      emotional_impact: offset % 2 === 0 ? 'unease' : 'resolve',
      importance: ((index * 3 + offset) % 10) / 10,
    })),
    relationship_changes: [{ character_id: at(0), other_character_id: at(1), kind: index % 2 === 0 ? 'rival' : 'ally', note: `since week ${index}` }],
  });
}

export interface SmallWorld {
  story: StoryWorld;
  ids: {
    northreach: string;
    frosthold: string;
    oldKeep: string;
    greywatch: string;
    covenant: string;
    host: string;
    aldric: string;
    brenna: string;
    mira: string;
    tomas: string;
    sela: string;
  };
}

/**
 * A small world whose arc has had one beat: a ruined keep, two hostile factions with their territory, a
 * protagonist with a memory and a tie, a dead man, a missing woman, and a blizzard recorded since the beat.
 */
export function smallWorld(worldId?: string): SmallWorld {
  const story = new StoryWorld(undefined, undefined, worldId);
  const northreach = story.addLocation('Northreach', { type: 'region', relativeX: 0.5, relativeY: 0.5 });
  const frosthold = story.addLocation('Frosthold', { parentLocationId: northreach, status: 'thriving', description: 'A walled city of black stone.' });
  const oldKeep = story.addLocation('Old Keep', { type: 'landmark', parentLocationId: northreach, status: 'ruined' });
  const greywatch = story.addLocation('Greywatch', { parentLocationId: northreach });
  const covenant = story.addFaction('Iron Covenant', { controlledLocationIds: [frosthold], tags: ['oathbound'] });
  const host = story.addFaction('Ashen Host', { type: 'tribe', controlledLocationIds: [greywatch], ideology: 'Fire cleanses the weak.' });
  const aldric = story.addCharacter('Aldric Vane', {
    storyRole: 'major',
    locationId: frosthold,
    factionId: covenant,
    personalityTraits: ['stubborn', 'proud'],
    motivations: ['hold Frosthold through the winter'],
    memories: [{ eventDescription: 'Aldric buried his brother under the ice of Frosthold.', emotionalImpact: 'grief', importance: 0.9 }],
  });
  const brenna = story.addCharacter('Brenna Stormborn', {
    storyRole: 'major',
    locationId: greywatch,
    factionId: host,
    motivations: ['take Frosthold before the thaw'],
  });
  const mira = story.addCharacter('Mira Stone', { locationId: frosthold, personalityTraits: ['curious'] });
  const tomas = story.addCharacter('Tomas Reed', { status: 'deceased', locationId: frosthold });
  const sela = story.addCharacter('Sela Quill', { status: 'missing', locationId: greywatch });
  story.run('UpdateFaction', { factionId: covenant, leaderId: aldric });
  story.run('UpdateFaction', { factionId: host, leaderId: brenna });
  story.run('SetFactionStance', { sourceFactionId: host, targetFactionId: covenant, stance: 'hostile', reason: 'they burned the granaries' });
  story.startArc({
    storyIdea: 'The Ashen Host wants Frosthold before the thaw.',
    premise: {
      threat: 'the Ashen Host marches on Frosthold',
      stakes: 'the last warm hearths of the north',
      protagonistId: aldric,
      antagonistId: brenna,
      characterIds: [aldric, brenna, mira],
      factionIds: [covenant, host],
      locationIds: [frosthold, oldKeep],
    },
  });
  story.progress(
    generatedBeat(1, 'Theme Stated', 'Mira Stone asks Aldric Vane what the city will pay for his pride.', {
      memories: [
        { character_id: aldric, event_description: 'Mira questioned my command before the council.', emotional_impact: 'anger', importance: 0.6 },
        { character_id: mira, event_description: 'I asked Aldric what his pride will cost us.', emotional_impact: 'resolve', importance: 0.5 },
      ],
      relationship_changes: [{ character_id: aldric, other_character_id: mira, kind: 'rival', note: 'she questioned his command' }],
    }),
  );
  story.run('RecordWorldEvent', { eventId: randomUUID(), eventType: 'world_event', impactLevel: 'major', description: 'A blizzard buries the southern road.' });
  return { story, ids: { northreach, frosthold, oldKeep, greywatch, covenant, host, aldric, brenna, mira, tomas, sela } };
}
