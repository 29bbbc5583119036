import type {
  BeatConsequences,
  CharacterStatus,
  FactionStatus,
  GenerationCharacter,
  GenerationEntities,
  GenerationWorldEvent,
  ImpactLevel,
  LocationStatus,
} from '@worldloom/contracts';
import type { ArcCast } from './arc-cast';
import { plainEvent } from './beat-text';
import { fill } from './names';
import type { Rng } from './rng';

const IMPACT_WEIGHT: Record<ImpactLevel, number> = { minor: 1, moderate: 2, major: 3, catastrophic: 5 };
/** How hard each Save-the-Cat beat hits on its own: Catalyst, the Act 2 turns, All Is Lost and the Finale. */
const BEAT_TENSION = [0, 0, 0, 1, 0, 1, 0, 1, 1, 1, 2, 0, 1, 2, 1] as const;
const MAX_CONSEQUENCES = 14;
const LOCATION_LADDER: readonly LocationStatus[] = ['thriving', 'stable', 'declining', 'ruined', 'abandoned', 'lost'];
const FACTION_LADDER: readonly FactionStatus[] = ['rising', 'stable', 'declining', 'collapsed'];
const RESOLUTION_FIRST_BEAT = 11;

const MEMORY_LINES = [
  'watched the threat of {peril} reach {threatened}',
  'stood beside {protagonist} in {stage}',
  'heard {antagonist} speak of {value}',
  'saw the banners of {antagonist} over {threatened}',
  'dreamed of the {symbol} above {stage}',
] as const;

type Kind = 'memory' | 'history' | 'move' | 'location' | 'faction' | 'character';

export interface ConsequenceContext {
  rng: Rng;
  beatIndex: number;
  beatName: string;
  events: readonly GenerationWorldEvent[];
  entities: GenerationEntities;
  cast: ArcCast;
  /** The beat's text values (castValues), for memory and history lines. */
  values: Readonly<Record<string, string>>;
}

/** 0 (calm) to 5 (catastrophic): the strongest recorded event, or the beat's own tension. */
export function beatSeverity(beatIndex: number, events: readonly GenerationWorldEvent[]): number {
  return Math.max(BEAT_TENSION[beatIndex] ?? 0, ...events.map((event) => IMPACT_WEIGHT[event.impact_level]));
}

function consequenceBudget(context: ConsequenceContext): number {
  const pressure = context.events.reduce((sum, event) => sum + IMPACT_WEIGHT[event.impact_level], 0);
  return Math.min(MAX_CONSEQUENCES, 1 + (BEAT_TENSION[context.beatIndex] ?? 0) + pressure + context.rng.int(0, 1));
}

/** Builds one beat's consequences against a working view of the world, so they never contradict each other. */
class ConsequencePlan {
  readonly result: BeatConsequences = {
    location_status_changes: [],
    faction_status_changes: [],
    character_status_changes: [],
    memories: [],
    moves: [],
    historical_events: [],
  };
  private readonly severity: number;
  private readonly statusChanged = new Set<string>();
  /** Characters who remember or move in this beat: they must not die in it. */
  private readonly busy = new Set<string>();
  private readonly moved = new Set<string>();
  private readonly rng: Rng;

  constructor(private readonly context: ConsequenceContext) {
    this.rng = context.rng;
    this.severity = beatSeverity(context.beatIndex, context.events);
  }

  build(): BeatConsequences {
    const { protagonist } = this.context.cast;
    if (protagonist !== null && !this.addMemory(protagonist)) this.addHistory();
    if (protagonist === null) this.addHistory();
    const budget = consequenceBudget(this.context);
    for (let added = 1; added < budget; added += 1) this.addOne();
    return this.result;
  }

  private addOne(): void {
    const severity = this.severity;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const kind = this.rng.weighted<Kind>({
        memory: 3,
        history: 2,
        move: 2,
        location: 1 + severity * 0.6,
        faction: 0.5 + severity * 0.4,
        character: 0.2 + severity * 0.5,
      });
      if (this.add(kind)) return;
    }
    this.addHistory();
  }

  private add(kind: Kind): boolean {
    switch (kind) {
      case 'memory':
        return this.addMemory(this.pickLiving(this.context.cast.ally));
      case 'history':
        return this.addHistory();
      case 'move':
        return this.addMove();
      case 'location':
        return this.changeLocation();
      case 'faction':
        return this.changeFaction();
      case 'character':
        return this.changeCharacter();
    }
  }

  private strongestEvent(): GenerationWorldEvent | undefined {
    return [...this.context.events].sort((left, right) => IMPACT_WEIGHT[right.impact_level] - IMPACT_WEIGHT[left.impact_level])[0];
  }

  /** Why the world changes: the strongest recorded event, or else the arc's peril. */
  private reason(): string {
    const event = this.strongestEvent();
    return event?.description.trim() ?? `The threat of ${this.context.values.peril} during the ${this.context.beatName}.`;
  }

  /** The same cause, as words that fit in a sentence. */
  private cause(): string {
    const event = this.strongestEvent();
    return event === undefined ? `the threat of ${this.context.values.peril}` : `"${plainEvent(event)}"`;
  }

  private isLiving(character: GenerationCharacter): boolean {
    return character.status !== 'deceased' && !this.result.character_status_changes.some((change) => change.character_id === character.id && change.status === 'deceased');
  }

  /** The preferred character if still living (half the time), else any living one. */
  private pickLiving(preferred: GenerationCharacter | null): GenerationCharacter | null {
    const living = this.context.entities.characters.filter((character) => this.isLiving(character));
    if (preferred !== null && this.isLiving(preferred) && this.rng.chance(0.5)) return preferred;
    return living.length > 0 ? this.rng.pick(living) : null;
  }

  private addMemory(character: GenerationCharacter | null): boolean {
    if (character === null || !this.isLiving(character)) return false;
    const event = this.context.events.length > 0 && this.rng.chance(0.7) ? this.rng.pick(this.context.events) : null;
    // Nobody remembers standing beside themselves.
    const lines = character.id === this.context.cast.protagonist?.id ? MEMORY_LINES.filter((text) => !text.includes('{protagonist}')) : MEMORY_LINES;
    const line = fill(this.rng.pick(lines), this.context.values);
    const severity = event === null ? this.severity : IMPACT_WEIGHT[event.impact_level];
    const band = severity >= 5 ? 0.9 : severity >= 3 ? 0.7 : severity >= 2 ? 0.5 : 0.3;
    this.busy.add(character.id);
    this.result.memories.push({
      character_id: character.id,
      event_description: event === null ? `${this.context.beatName}: ${line}.` : `Lived through this: ${plainEvent(event)}.`,
      emotional_impact: this.rng.pick(severity >= 3 ? ['grief', 'terror', 'rage'] : severity >= 2 ? ['fear', 'anger', 'resolve'] : ['hope', 'unease', 'curiosity', 'resolve']),
      importance: Math.round((band + this.rng.next() * 0.1) * 100) / 100,
    });
    return true;
  }

  private addHistory(): boolean {
    const { cast, entities } = this.context;
    const onFaction = entities.factions.length > 0 && this.rng.chance(0.35);
    const entity = onFaction
      ? (cast.antagonist !== null && this.rng.chance(0.5) ? cast.antagonist : this.rng.pick(entities.factions))
      : this.rng.chance(0.5) ? cast.threatened : this.rng.pick(entities.locations);
    this.result.historical_events.push({
      entity_kind: onFaction ? 'faction' : 'location',
      entity_id: entity.id,
      event: `${this.context.beatName}: ${entity.name} bears the mark of ${this.cause()}.`,
    });
    return true;
  }

  private addMove(): boolean {
    const character = this.pickLiving(this.context.cast.protagonist);
    if (character === null || this.moved.has(character.id)) return false;
    const places = this.context.entities.locations.filter((location) => location.type !== 'region' && location.id !== character.location_id);
    if (places.length === 0) return false;
    const threatened = this.context.cast.threatened;
    const destination = threatened.id !== character.location_id && this.rng.chance(0.5) ? threatened : this.rng.pick(places);
    this.moved.add(character.id);
    this.busy.add(character.id);
    this.result.moves.push({ character_id: character.id, to_location_id: destination.id, reason: `Drawn to ${destination.name} in the wake of ${this.cause()}` });
    return true;
  }

  /** Worsens (or, in a calm resolution, improves) a status along its ladder, as far as the severity allows. */
  private nextOnLadder<Status extends string>(ladder: readonly Status[], current: Status, worstIndex: number): Status | null {
    const index = ladder.indexOf(current);
    const improving = this.context.beatIndex >= RESOLUTION_FIRST_BEAT && this.severity <= 1 && this.rng.chance(0.5);
    if (improving) return index > 0 ? (ladder[index - 1] ?? null) : null;
    const steps = this.severity >= 5 ? this.rng.int(1, 3) : this.severity >= 3 ? this.rng.int(1, 2) : 1;
    const target = Math.min(index + steps, worstIndex);
    return target > index ? (ladder[target] ?? null) : null;
  }

  private changeLocation(): boolean {
    const { cast, entities } = this.context;
    const worst = Math.min(LOCATION_LADDER.length - 1, Math.max(2, this.severity + 1));
    const candidates = this.rng.shuffle(entities.locations.filter((location) => !this.statusChanged.has(location.id)));
    const preferred = [cast.threatened, cast.stage].filter((location) => candidates.includes(location));
    for (const location of [...preferred, ...candidates]) {
      const status = this.nextOnLadder(LOCATION_LADDER, location.status, worst);
      if (status === null) continue;
      this.statusChanged.add(location.id);
      this.result.location_status_changes.push({ location_id: location.id, status, reason: this.reason() });
      return true;
    }
    return false;
  }

  private changeFaction(): boolean {
    const collapseAllowed = this.severity >= 3;
    const candidates = this.rng.shuffle(this.context.entities.factions.filter((faction) => !this.statusChanged.has(faction.id)));
    for (const faction of candidates) {
      // The antagonist may fall only in the resolution, or the arc loses its villain at the Catalyst.
      const spared = faction.id === this.context.cast.antagonist?.id && this.context.beatIndex < RESOLUTION_FIRST_BEAT;
      const status = this.nextOnLadder(FACTION_LADDER, faction.status, collapseAllowed && !spared ? 3 : 2);
      if (status === null) continue;
      this.statusChanged.add(faction.id);
      this.result.faction_status_changes.push({ faction_id: faction.id, status, reason: this.reason() });
      return true;
    }
    return false;
  }

  private characterFate(character: GenerationCharacter): CharacterStatus | null {
    const severity = this.severity;
    const mayDie = severity >= 3 && !this.busy.has(character.id);
    if (character.status !== 'active') return mayDie && this.rng.chance(0.3) ? 'deceased' : 'active';
    if (mayDie) return this.rng.weighted<CharacterStatus>({ deceased: severity - 2, missing: 1, retired: 0.2 });
    if (severity >= 2) return this.rng.weighted<CharacterStatus>({ missing: 1, retired: 0.3 });
    return 'retired';
  }

  private changeCharacter(): boolean {
    const candidates = this.context.entities.characters.filter((character) => character.status !== 'deceased' && !this.statusChanged.has(character.id));
    for (const character of this.rng.shuffle(candidates)) {
      const status = this.characterFate(character);
      if (status === null || status === character.status) continue;
      this.statusChanged.add(character.id);
      this.result.character_status_changes.push({ character_id: character.id, status, reason: this.reason() });
      return true;
    }
    return false;
  }
}

export function planConsequences(context: ConsequenceContext): BeatConsequences {
  return new ConsequencePlan(context).build();
}
