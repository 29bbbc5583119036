/** Shared given/when/then helpers for the world decider's unit specs (not a test file itself). */
import { type CommandContext, fold } from '../shared/decider';
import type { DomainErrorKind } from '../shared/domain-error';
import type { NewBeat } from './arc/arc.commands';
import type { BeatPlan } from './arc/arc.events';
import { isAnchorIndex } from './arc/beat-structure';
import type { CharacterAdded } from './entities/character.events';
import type { FactionAdded } from './entities/faction.events';
import type { LocationAdded } from './entities/location.events';
import type { WorldCommand } from './world.commands';
import { worldDecider } from './world.decider';
import type { WorldCreated, WorldDomainEvent } from './world.events';
import type { ExistingWorld, WorldState } from './world.state';

export const now = '2026-01-01T00:00:00.000Z';
export const later = '2026-01-02T00:00:00.000Z';
export const worldId = '0b8f7a5e-54b4-4a3c-9a55-2f2a8e0b9c11';
export const ownerId = 'user-owner';
export const strangerId = 'user-stranger';

export const asOwner: CommandContext = { now: later, actorUserId: ownerId };

type CommandOf<Type extends WorldCommand['type']> = Extract<WorldCommand, { type: Type }>;

/** A command as the owner sends it at `later`. */
export function command<Type extends WorldCommand['type']>(
  type: Type,
  data: CommandOf<Type>['data'],
  metadata: CommandContext = asOwner,
): CommandOf<Type> {
  return { type, data, metadata } as CommandOf<Type>;
}

export const worldCreated: WorldCreated = {
  type: 'WorldCreated',
  data: { worldId, ownerId, name: 'Frostmarch', description: 'Frozen northern wastes', createdAt: now, origin: null },
};

export function locationAdded(locationId: string, data: Partial<LocationAdded['data']> = {}): LocationAdded {
  return {
    type: 'LocationAdded',
    data: {
      locationId,
      name: `Location ${locationId}`,
      type: 'city',
      status: 'stable',
      description: '',
      tags: [],
      parentLocationId: null,
      relativeX: null,
      relativeY: null,
      emergedIn: null,
      addedAt: now,
      ...data,
    },
  };
}

export function factionAdded(factionId: string, data: Partial<FactionAdded['data']> = {}): FactionAdded {
  return {
    type: 'FactionAdded',
    data: {
      factionId,
      name: `Faction ${factionId}`,
      type: 'guild',
      status: 'stable',
      membersEstimate: 100,
      controlledLocationIds: [],
      leaderId: null,
      bannerColor: '#336699',
      ideology: '',
      tags: [],
      addedAt: now,
      ...data,
    },
  };
}

export function characterAdded(characterId: string, data: Partial<CharacterAdded['data']> = {}): CharacterAdded {
  return {
    type: 'CharacterAdded',
    data: {
      characterId,
      name: `Character ${characterId}`,
      type: 'npc',
      storyRole: 'minor',
      status: 'active',
      description: '',
      background: '',
      personalityTraits: [],
      motivations: [],
      locationId: null,
      factionId: null,
      memories: [],
      emergedIn: null,
      addedAt: now,
      ...data,
    },
  };
}

export function plan(index: number, beatId = `beat-${index}`): BeatPlan {
  return {
    beatId,
    index,
    name: `Plan ${index}`,
    description: `Planned beat ${index}`,
    worldDirectives: [`directive ${index}`],
    emergentStorylines: [],
  };
}

export function startArcCommand(arcId = 'arc-1', prefix = arcId) {
  return command('StartArc', {
    arcId,
    storyName: 'The Long Winter',
    detailedDescription: 'Winter never ends',
    anchorBeats: [plan(0, `${prefix}-beat-0`), plan(7, `${prefix}-beat-7`), plan(14, `${prefix}-beat-14`)],
  });
}

/** The next beat of `arcId` as startArcCommand planned it: anchors keep their planned ids. */
export function beatOf(arcId: string, index: number, data: Partial<NewBeat> = {}): NewBeat {
  return {
    beatId: isAnchorIndex(index) ? `${arcId}-beat-${index}` : `${arcId}-gen-${index}`,
    index,
    name: `Beat ${index}`,
    description: `What happens in beat ${index}`,
    worldDirectives: [],
    emergentStorylines: [`storyline ${index}`],
    ...data,
  };
}

export function progressCommand(arcId: string, index: number, data: Partial<NewBeat> = {}) {
  return command('ProgressArc', { arcId, beat: beatOf(arcId, index, data) });
}

/** The ProgressArc commands that take a started arc from beat 0 to beat `last`. */
export function progressTo(arcId: string, last: number): WorldCommand[] {
  return Array.from({ length: last }, (_, i) => progressCommand(arcId, i + 1));
}

/** Runs commands one after another, each on the state the previous ones led to; returns all events. */
export function historyOf(events: WorldDomainEvent[], ...commands: WorldCommand[]): WorldDomainEvent[] {
  const all = [...events];
  for (const next of commands) all.push(...worldDecider.decide(next, fold(worldDecider, all)));
  return all;
}

export function stateOf(events: WorldDomainEvent[]): ExistingWorld {
  const state: WorldState = fold(worldDecider, events);
  if (state.status === 'none') throw new Error('No world in these events');
  return state;
}

/** given(events).when(command).then(events) | .thenFails(code, kind) */
export function given(...history: WorldDomainEvent[]) {
  return {
    when(next: WorldCommand) {
      const run = () => worldDecider.decide(next, fold(worldDecider, history));
      return {
        then(expected: WorldDomainEvent[]): void {
          expect(run()).toEqual(expected);
        },
        thenFails(code: string, kind?: DomainErrorKind, message?: string): void {
          expect(run).toThrow(
            expect.objectContaining({
              name: 'DomainError',
              code,
              ...(kind ? { kind } : {}),
              ...(message ? { message } : {}),
            }) as Error,
          );
        },
        events: run,
        /** The state after the command's events. */
        state: () => stateOf([...history, ...run()]),
      };
    },
  };
}
