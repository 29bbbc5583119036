import { randomUUID } from 'node:crypto';
import {
  generatedBeatFor,
  StartArcOutput,
  type GeneratedBeat,
  type GenerateBeatInput,
  type GenerationWorld,
  type GenerationWorldEvent,
  type SeedCharactersOutput,
  type SeedFactionsOutput,
  type SeedLocationsOutput,
  type StartArcOutput as StartArcOutputType,
} from '@worldloom/contracts';
import {
  judgePremise,
  listArcs,
  nextArcStep,
  requireCoherent,
  worldDecider,
  type BeatGenerated,
  type CommandContext,
  type ExistingWorld,
  type WorldCommand,
  type WorldDomainEvent,
  type WorldState,
} from '@worldloom/domain';
import {
  beatBriefs,
  generationArc,
  generationEntities,
  generationWorld,
  nextAnchor,
  plannedBeat,
  seedingFactionBriefs,
  seedingLocationBriefs,
} from '../../world/generation/generation-inputs';
import { anchorPlans, arcPremise, newBeat, newCharacters, newFactions, newLocations } from '../../world/generation/generation-outputs';
import { domainReview } from '../../world/generation/generation-review';
import type { Review, StoryGenerator } from '../story-generator.port';
import { ProceduralStoryGenerator } from './procedural-story-generator';
import type { StoryRecord } from './story-metrics';

/** A world to play: its id is fixed, so it plays the same story every run. */
export interface StoryWorldSpec {
  id: string;
  name: string;
  description: string;
  /** One idea per arc (null: started without one). */
  ideas: readonly (string | null)[];
  /** World events recorded with the progress to a beat index (of every arc). */
  events?: Readonly<Record<number, readonly GenerationWorldEvent[]>>;
}

const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Twenty worlds of every theme, with ideas of every kind (and some without), for the story-quality figures. */
export const STORY_WORLDS: readonly StoryWorldSpec[] = [
  { id: id(1), name: 'Saltmarch', description: 'A thousand islands linked by sailing ships and smugglers’ coves', ideas: ['The lighthouse keeper vanishes and the merchant houses blame each other', null] },
  { id: id(2), name: 'Frostmarch', description: 'Frozen northern wastes where the snow never melts', ideas: ['A killing blizzard buries the ice mines while the heirs of the jarl quarrel over the hearth', 'The frost witch returns and the clans unite against her'], events: { 4: [{ event_type: 'environmental', impact_level: 'major', description: 'An avalanche sealed the northern pass' }] } },
  { id: id(3), name: 'Sunscar', description: 'Endless dunes and oasis cities under a burning sun', ideas: ['The wells run dry and the caravan masters seize the last oasis', null] },
  { id: id(4), name: 'Verdant Deep', description: 'A steaming tropical jungle of vines and lost temples', ideas: ['A fever spreads through the river villages and the shamans refuse to share the cure', 'Explorers search for the jade idol beneath the flooded temple'] },
  { id: id(5), name: 'Helix Station', description: 'A science-fiction space station orbiting a dying star', ideas: ['The reactor engineer disappears and the dock crews blame the station administrator', null], events: { 9: [{ event_type: 'system_event', impact_level: 'catastrophic', description: 'A hull breach vented the lower decks' }] } },
  { id: id(6), name: 'Cogsworth', description: 'A steampunk industrial city of brass clockwork and coal smoke', ideas: ['The mill workers strike and the factory owners hire thugs to break them', 'An airship crashes into the clock tower'] },
  { id: id(7), name: 'Ravenmoor', description: 'A dark gothic land of haunted castles and vampire lords', ideas: ['The old baron is murdered and two heirs fight over the castle', null] },
  { id: id(8), name: 'Eldoria', description: 'A realm of elves, dragons and ancient magic', ideas: ['Two heirs fight over the throne while the healers refuse to treat the wounded', 'A dragon wakes beneath the mountain and the knights desert their posts'] },
  { id: id(9), name: 'Pearlreach', description: 'Coral reefs, pirate fleets and a great harbour city on the sea', ideas: ['Pirates blockade the harbour and the smugglers betray the harbour master', null], events: { 2: [{ event_type: 'player_action', impact_level: 'minor', description: 'A stranger paid for drinks with pearls' }] } },
  { id: id(10), name: 'Ashgrave', description: 'A cursed valley of graveyards, witches and plague', ideas: ['A plague of the restless dead spreads and the inquisitors hunt the witches', 'The gravedigger finds a hidden crypt beneath the cathedral'] },
  { id: id(11), name: 'Glimmerdeep', description: 'Asteroid mining colonies on a space station at the edge of a nebula', ideas: ['A hull breach kills the station administrator and the companies claim the mines', null] },
  { id: id(12), name: 'Dunehold', description: 'Nomad tribes and glass cities in a desert sea of sand', ideas: ['A sun priest prophesies doom and the nomad tribes march on the glass city', 'The storyteller falls in love with the caravan master'], events: { 7: [{ event_type: 'world_event', impact_level: 'moderate', description: 'A sandstorm buried the southern road' }] } },
  { id: id(13), name: 'Hollowpine', description: 'Deep enchanted forests of ancient oaks and hidden elven villages', ideas: ['The ranger discovers a traitor in the elven council', null] },
  { id: id(14), name: 'Icehaven', description: 'Fjords, longships and frozen halls of the north under snow', ideas: ['The whalers vanish at sea and the jarl blames the rune-carvers', 'A calving glacier destroys the harbour town'] },
  { id: id(15), name: 'Brassport', description: 'Smog-choked docks, steam airships and iron foundries', ideas: ['The inventor steals the engine plans and flees to the rival guild', null] },
  { id: id(16), name: 'Jadecoast', description: 'Jungle rivers, ruined pyramids and jaguar cults', ideas: ['The jaguar cult kidnaps the river guide and the clans go to war', 'The rains fail and the cacao farmers rebel'] },
  { id: id(17), name: 'Voidreach', description: 'A generation starship drifting between stars', ideas: [null, null], events: { 11: [{ event_type: 'social', impact_level: 'major', description: 'Riots broke out in the hydroponics bay' }] } },
  { id: id(18), name: 'Misthollow', description: 'Fog-bound villages beneath a vampire castle in a cursed land', ideas: [null, 'The innkeeper hides a werewolf and the hunters close in'] },
  { id: id(19), name: 'Stormcrown', description: 'Warring kingdoms beneath a shattered crown and old magic', ideas: ['The king dies and the knights swear allegiance to the usurper', null] },
  { id: id(20), name: 'Oasis Verde', description: 'Spice routes across the desert dunes and sunken tombs', ideas: [null, 'A tomb robber awakens the buried god'] },
];

const OWNER = '00000000-0000-4000-8000-0000000000aa';

/** How often the domain refused a generator call's first try, and what it said. */
export interface ReviewLog {
  calls: number;
  firstTryRefusals: number;
  failures: number;
  problems: string[];
}

export interface PlayedBeat {
  arcIndex: number;
  index: number;
  generated: GeneratedBeat;
  /** The BeatGenerated the domain appended (with its applied consequences). */
  event: BeatGenerated;
  before: ExistingWorld;
  after: ExistingWorld;
}

export interface PlayedArc {
  arcId: string;
  idea: string | null;
  start: StartArcOutputType;
  beats: PlayedBeat[];
  summary: string;
  /** The world when the arc completed. */
  end: ExistingWorld;
}

export interface PlayedStory {
  spec: StoryWorldSpec;
  seeded: ExistingWorld;
  arcs: PlayedArc[];
  final: ExistingWorld;
  reviews: ReviewLog;
}

/** The world's stream in memory: commands decided and evolved by the real world decider. */
class WorldStream {
  private state: WorldState = worldDecider.initialState();
  private minute = 0;

  get world(): ExistingWorld {
    if (this.state.status === 'none') throw new Error('No world yet');
    return this.state;
  }

  metadata(): CommandContext {
    return { now: new Date(Date.UTC(2030, 0, 1) + this.minute * 60_000).toISOString(), actorUserId: OWNER };
  }

  decide(command: WorldCommand): WorldDomainEvent[] {
    return worldDecider.decide(command, this.state);
  }

  run(command: WorldCommand): WorldDomainEvent[] {
    return this.append(this.decide(command));
  }

  append(events: WorldDomainEvent[]): WorldDomainEvent[] {
    this.state = events.reduce(worldDecider.evolve, this.state);
    this.minute += 1;
    return events;
  }
}

/**
 * The review decides each output's command on the current state; the output the generator returns is then
 * appended with the events of that very decision (the app decides it once more when it appends: same rules).
 */
class Verdicts<Output extends object> {
  private readonly decided = new WeakMap<Output, WorldDomainEvent[]>();

  constructor(
    private readonly stream: WorldStream,
    private readonly command: (output: Output) => WorldCommand,
  ) {}

  readonly decide = (output: Output): WorldDomainEvent[] => {
    const events = this.stream.decide(this.command(output));
    this.decided.set(output, events);
    return events;
  };

  append(output: Output): WorldDomainEvent[] {
    return this.stream.append(this.decided.get(output) ?? this.stream.decide(this.command(output)));
  }
}

/** Counts a call's tries: the review the generator gets, as the app builds it with domainReview. */
function reviewed<Output>(log: ReviewLog, decide: (output: Output) => WorldDomainEvent[], schemaProblems: (output: Output) => string[] = () => []): { review: Review<Output>; done: () => void } {
  let tries = 0;
  const judged = domainReview(decide);
  return {
    review: (output) => {
      tries += 1;
      const problems = [...schemaProblems(output), ...judged(output)];
      if (problems.length > 0) log.problems.push(...problems);
      return problems;
    },
    done: () => {
      log.calls += 1;
      if (tries > 1) log.firstTryRefusals += 1;
    },
  };
}

async function call<Output>(log: ReviewLog, tracker: { review: Review<Output>; done: () => void }, generate: (review: Review<Output>) => Promise<{ output: Output }>): Promise<Output> {
  try {
    const { output } = await generate(tracker.review);
    return output;
  } catch (error) {
    log.failures += 1;
    throw error;
  } finally {
    tracker.done();
  }
}

/** What the generator seeded, as it said it (by name). */
export interface SeedOutputs {
  locations: SeedLocationsOutput;
  factions: SeedFactionsOutput;
  characters: SeedCharactersOutput;
}

async function seed(stream: WorldStream, generator: StoryGenerator, log: ReviewLog): Promise<SeedOutputs> {
  const requestId = randomUUID();
  stream.run({ type: 'RequestSeeding', data: { requestId }, metadata: stream.metadata() });
  const phase = (data: Extract<WorldCommand, { type: 'RecordSeedingPhase' }>['data']): WorldCommand => ({ type: 'RecordSeedingPhase', data, metadata: stream.metadata() });
  const world = generationWorld(stream.world);
  const locationPhase = new Verdicts(stream, (output: SeedLocationsOutput) => phase({ requestId, phase: 'locations', entities: newLocations(output) }));
  const locations = await call(log, reviewed(log, locationPhase.decide), (review) => generator.seedLocations({ world }, review));
  locationPhase.append(locations);
  const factionInput = { world, locations: seedingLocationBriefs(stream.world) };
  const factionPhase = new Verdicts(stream, (output: SeedFactionsOutput) => phase({ requestId, phase: 'factions', ...newFactions(output, stream.world) }));
  const factions = await call(log, reviewed(log, factionPhase.decide), (review) => generator.seedFactions(factionInput, review));
  factionPhase.append(factions);
  const characterInput = { world, locations: seedingLocationBriefs(stream.world), factions: seedingFactionBriefs(stream.world) };
  const characterPhaseVerdicts = new Verdicts(stream, (output: SeedCharactersOutput) => phase({ requestId, phase: 'characters', ...characterPhase(newCharacters(output, stream.world)) }));
  const characters = await call(log, reviewed(log, characterPhaseVerdicts.decide), (review) => generator.seedCharacters(characterInput, review));
  characterPhaseVerdicts.append(characters);
  stream.run({ type: 'CompleteSeeding', data: { requestId }, metadata: stream.metadata() });
  return { locations, factions, characters };
}

/** A world seeded by the generator through the real domain, and what the generator said (by name). */
export async function seedThroughDomain(world: GenerationWorld, generator: StoryGenerator = new ProceduralStoryGenerator()): Promise<{ state: ExistingWorld; outputs: SeedOutputs; reviews: ReviewLog }> {
  const stream = new WorldStream();
  const reviews: ReviewLog = { calls: 0, firstTryRefusals: 0, failures: 0, problems: [] };
  stream.run({ type: 'CreateWorld', data: { worldId: world.id, name: world.name, description: world.description }, metadata: stream.metadata() });
  const outputs = await seed(stream, generator, reviews);
  return { state: stream.world, outputs, reviews };
}

function characterPhase({ entities, factionLeaders }: ReturnType<typeof newCharacters>) {
  return { entities, factionLeaders };
}

const schemaIssues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

function beatEvent(events: readonly WorldDomainEvent[]): BeatGenerated {
  const event = events.find((candidate): candidate is BeatGenerated => candidate.type === 'BeatGenerated');
  if (event === undefined) throw new Error('No beat was generated');
  return event;
}

async function openArc(stream: WorldStream, generator: StoryGenerator, log: ReviewLog, idea: string | null, arcIndex: number): Promise<PlayedArc> {
  const before = stream.world;
  const startInput = {
    world: generationWorld(before),
    story_idea: idea,
    entities: generationEntities(before),
    recent_events: [],
    previous_arcs: listArcs(before).map((arc) => ({ story_name: arc.storyName, summary: arc.summary })),
  };
  const premiseReview = (output: StartArcOutputType): WorldDomainEvent[] => {
    requireCoherent(judgePremise(before, arcPremise(output.premise)));
    return [];
  };
  const start = await call(log, reviewed(log, premiseReview, (output) => schemaIssues(StartArcOutput.safeParse(output))), (review) => generator.startArc(startInput, review));
  const arcId = randomUUID();
  const command = (opening: GeneratedBeat): WorldCommand => {
    const { beatId: _beatId, index: _index, ...openingBeat } = newBeat(opening, randomUUID());
    return {
      type: 'StartArc',
      data: { arcId, storyName: start.story_name, detailedDescription: start.detailed_description, storyIdea: idea, premise: arcPremise(start.premise), anchorBeats: anchorPlans(start.anchor_beats), openingBeat },
      metadata: stream.metadata(),
    };
  };
  const input: GenerateBeatInput = {
    world: generationWorld(before),
    arc: { id: arcId, story_name: start.story_name, detailed_description: start.detailed_description, story_idea: idea, premise: start.premise },
    beat_index: 0,
    planned_anchor: start.anchor_beats[0] ?? null,
    next_anchor: start.anchor_beats[1] ?? null,
    previous_beats: [],
    entities: generationEntities(before),
    events_since_last_beat: [],
  };
  const verdicts = new Verdicts(stream, command);
  const opening = await call(log, reviewed(log, verdicts.decide, (output) => schemaIssues(generatedBeatFor(input).safeParse(output))), (review) => generator.generateBeat(input, review));
  const event = beatEvent(verdicts.append(opening));
  return { arcId, idea, start, beats: [{ arcIndex, index: 0, generated: opening, event, before, after: stream.world }], summary: '', end: stream.world };
}

async function progress(stream: WorldStream, generator: StoryGenerator, log: ReviewLog, played: PlayedArc, events: readonly GenerationWorldEvent[]): Promise<boolean> {
  const before = stream.world;
  const recentEvents = events.map((event) => ({ eventId: randomUUID(), eventType: event.event_type, impactLevel: event.impact_level, description: event.description }));
  const step = nextArcStep(before, played.arcId);
  if (step.kind === 'complete') {
    const { output } = await generator.summarizeArc({ world: generationWorld(before), arc: generationArc(step.arc), beats: beatBriefs(step.arc), entities: generationEntities(before), recent_events: [] });
    stream.run({ type: 'ProgressArc', data: { arcId: played.arcId, recentEvents, summary: output.summary }, metadata: stream.metadata() });
    played.summary = output.summary;
    played.end = stream.world;
    return false;
  }
  const input: GenerateBeatInput = {
    world: generationWorld(before),
    arc: generationArc(step.arc),
    beat_index: step.index,
    planned_anchor: step.plannedBeat === null ? null : plannedBeat(step.plannedBeat),
    next_anchor: nextAnchor(step.arc, step.index),
    previous_beats: beatBriefs(step.arc),
    entities: generationEntities(before),
    events_since_last_beat: [...events],
  };
  const beatId = () => step.plannedBeat?.beatId ?? randomUUID();
  const command = (output: GeneratedBeat): WorldCommand => ({ type: 'ProgressArc', data: { arcId: played.arcId, recentEvents, beat: newBeat(output, beatId()) }, metadata: stream.metadata() });
  const verdicts = new Verdicts(stream, command);
  const generated = await call(log, reviewed(log, verdicts.decide, (output) => schemaIssues(generatedBeatFor(input).safeParse(output))), (review) => generator.generateBeat(input, review));
  const event = beatEvent(verdicts.append(generated));
  played.beats.push({ arcIndex: played.beats[0]?.arcIndex ?? 0, index: step.index, generated, event, before, after: stream.world });
  return true;
}

/** Seeds a world and plays its arcs to the end (and the next one's start) through the real domain, no database. */
export async function playStory(spec: StoryWorldSpec, generator: StoryGenerator = new ProceduralStoryGenerator(), arcs = spec.ideas.length): Promise<PlayedStory> {
  const stream = new WorldStream();
  const reviews: ReviewLog = { calls: 0, firstTryRefusals: 0, failures: 0, problems: [] };
  stream.run({ type: 'CreateWorld', data: { worldId: spec.id, name: spec.name, description: spec.description }, metadata: stream.metadata() });
  await seed(stream, generator, reviews);
  const seeded = stream.world;
  const played: PlayedArc[] = [];
  for (let arcIndex = 0; arcIndex < arcs; arcIndex += 1) {
    const arc = await openArc(stream, generator, reviews, spec.ideas[arcIndex] ?? null, arcIndex);
    played.push(arc);
    for (let index = 1; await progress(stream, generator, reviews, arc, spec.events?.[index] ?? []); index += 1);
  }
  return { spec, seeded, arcs: played, final: stream.world, reviews };
}

/** A played story as the story-quality figures read it. */
export function storyRecord(story: PlayedStory): StoryRecord {
  return {
    seeded: story.seeded,
    arcs: story.arcs.map((arc) => ({
      idea: arc.idea,
      detailedDescription: arc.start.detailed_description,
      end: arc.end,
      beats: arc.beats.map((beat) => ({ index: beat.index, description: beat.generated.description, event: beat.event, before: beat.before, after: beat.after })),
    })),
  };
}
