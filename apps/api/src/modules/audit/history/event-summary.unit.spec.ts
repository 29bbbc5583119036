import {
  beatConsequenceEvents,
  NO_CONSEQUENCES,
  upcastWorldEvent,
  worldDecider,
  type WorldDomainEvent,
  type WorldState,
} from '@worldloom/domain';
import { livingWorld } from '../stream/living-world.test-support';
import { summarize } from './event-summary';

const world = livingWorld();
const { ids } = world;

/** Summaries of a run of events, each with the world just before it. */
function summariesFrom(start: WorldState, events: readonly WorldDomainEvent[]) {
  let state = start;
  return events.map((event) => {
    const summary = { type: event.type, summary: summarize(event, state.status === 'created' ? state : null) };
    state = worldDecider.evolve(state, event);
    return summary;
  });
}

/** The living world's events, and after each beat the events it stands for, as if stored on their own. */
function livingWorldSummaries() {
  let state: WorldState = worldDecider.initialState();
  return world.events.flatMap(({ type, data }) => {
    const event = { type, data } as WorldDomainEvent;
    const within = event.type === 'BeatGenerated' ? summariesFrom(state, beatConsequenceEvents(event.data)) : [];
    const [summary] = summariesFrom(state, [event]);
    state = worldDecider.evolve(state, event);
    return [summary!, ...within];
  });
}

const summaries = livingWorldSummaries();
const of = (type: WorldDomainEvent['type']) => summaries.filter((entry) => entry.type === type).map((entry) => entry.summary);

describe('event summaries of the living world: what happened, in plain words, with the names of the day', () => {
  it('says how one faction’s stance toward another changed, and why', () => {
    expect(of('FactionStanceChanged')).toEqual([
      'Faction "Wardens" now hostile toward Faction "Reavers" (was neutral): "An old feud"',
      'Faction "Reavers" now hostile toward Faction "Wardens" (was neutral): "Revenge"',
      'Faction "Wardens" now neutral toward Faction "Reavers" (was hostile): "A truce"',
      'Faction "Reavers" now ally toward Faction "Wardens" (was hostile): "A common enemy"',
      'Faction "Reavers" now hostile toward Faction "Tide Guild" (was neutral): "Unpaid debts"',
    ]);
  });

  it('says who took a place from whom and how, and who let one go', () => {
    expect(of('LocationClaimed')).toEqual([
      'Faction "Reavers" took Location "Haven" by conquest from Faction "Wardens": "The walls fell"',
      'Faction "Wardens" took Location "Saltmere" by treaty: "Bought"',
    ]);
    expect(of('LocationReleased')).toEqual([
      'Faction "Wardens" let Location "Ironhold" go: "Too costly to hold"',
      'Faction "Wardens" let Location "Saltmere" go: "Too far to hold"',
    ]);
  });

  it('gives a faction’s new doctrine, and the reason of a status change when it has one', () => {
    expect(of('FactionDoctrineRewritten')).toEqual([
      'Faction "Wardens" rewrote its doctrine to "Hold the line": "The siege"',
      'Faction "Reavers" rewrote its doctrine to "Survive": "Defeat at sea"',
      'Faction "Wardens" rewrote its doctrine to "Endure": "A long peace"',
    ]);
    expect(of('FactionStatusChanged')).toEqual([
      'Faction "Wardens" went from stable to declining: "The siege was lost"',
      'Faction "Tide Guild" went from stable to collapsed: "Bankrupt"',
      'Faction "Reavers" went from stable to declining: "Defeat at sea"',
    ]);
    const before = upcastWorldEvent({
      type: 'FactionStatusChanged',
      data: { factionId: ids.wardens, previousStatus: 'stable', status: 'rising', changedAt: '2026-01-01T00:00:00.000Z', beatId: null },
      schemaVersion: 1,
    });
    expect(summarize(before, null)).toBe(`Faction ${ids.wardens} went from stable to rising`);
  });

  it('says who joined, defected, left or held out, and where from and to', () => {
    expect(of('CharacterAllegianceChanged')).toEqual([
      'Character "Cass Vey" joined Faction "Reavers": "A new cause"',
      'Character "Bo" defected from Faction "Wardens" to Faction "Reavers": "Paid in silver"',
      'Character "Cy" held out in the fallen Faction "Tide Guild": "Loyal to the end"',
      'Character "Bo" left Faction "Reavers": "Tired of war"',
      'Character "Di" joined Faction "Wardens": "A home at last"',
    ]);
  });

  it('says which motivations a character took up or gave up', () => {
    expect(of('CharacterMotivationsChanged')).toEqual([
      'Character "Ada" took up "avenge Haven": "Haven fell"',
      'Character "Ada" gave up "protect Haven": "Nothing left to protect"',
      'Character "Cass Vey" took up "rule Saltmere": "Ambition"',
    ]);
    const both = { type: 'CharacterMotivationsChanged', data: { characterId: ids.ada, added: ['a', 'b'], dropped: ['c'], reason: 'Why', changedAt: '', beatId: null } };
    expect(summarize(both as WorldDomainEvent, null)).toBe(`Character ${ids.ada} took up "a", "b" and gave up "c": "Why"`);
  });

  it('says how a tie between two characters began, changed or ended', () => {
    expect(of('CharacterRelationshipChanged')).toEqual([
      'Character "Cass Vey" now ally of Character "Ada": "Met on the road"',
      'Character "Ada" now rival of Character "Cass Vey" (was ally): "A quarrel over Haven"',
      'Character "Ada" no longer rival of Character "Cass Vey"',
      'Character "Ada" now family of Character "Bo": "Cousins after all"',
      'Character "Di" now mentor of Character "Cass Vey": "Taught to sail"',
    ]);
  });

  it('says what was amended of a character or a place, and what a character’s history records', () => {
    expect(of('CharacterProfileAmended')).toEqual([
      'Character "Ada" seen anew (description): "The flight"',
      'Character "Cass Vey" seen anew (background): "Old papers found"',
    ]);
    expect(of('LocationDescriptionAmended')).toEqual([
      'Location "North" described anew: "A land of refugees"',
      'Location "Saltmere" described anew: "A rebuilt port"',
    ]);
    expect(of('CharacterHistoryRecorded')).toContain('Character "Cy" history: "Held out in the fallen Tide Guild: Loyal to the end"');
  });

  it('says in which beat of which arc a newcomer emerged; a seeded one is added as before', () => {
    expect(of('LocationAdded')).toEqual([
      'Location "North" (region, stable) added',
      'Location "Haven" (city, stable) added',
      'Location "Ironhold" (city, stable) added',
      'Location "Graywater" (city, stable) added',
      'Location "Saltmere" (city, stable) emerged in beat 1 of "The Long Feud"',
      'Location "Westwatch" (city, stable) emerged in beat 4 of "The Long Feud"',
    ]);
    expect(of('CharacterAdded')).toContain('Character "Cass Vey" (npc, wildcard) emerged in beat 1 of "The Long Feud"');
  });

  it('gives an arc’s threat, and counts a beat’s living-world changes only when it has some', () => {
    expect(of('ArcStarted')).toEqual(['Arc "The Long Feud" started: "The Reavers march on Haven"']);
    expect(of('BeatGenerated')).toEqual([
      'Beat 0 "Opening" of "The Long Feud" (anchor): 0 status changes, 0 moves, 1 memory, 0 history lines',
      'Beat 1 "Beat 1" of "The Long Feud" (generated): 2 status changes, 1 move, 2 memories, 12 history lines, 2 newcomers, 4 faction changes, ' +
        '4 character changes, 1 place described anew',
      'Beat 2 "Beat 2" of "The Long Feud" (generated): 0 status changes, 0 moves, 3 memories, 6 history lines, 1 faction change, 3 character changes',
      'Beat 3 "Beat 3" of "The Long Feud" (generated): 1 status change, 0 moves, 2 memories, 4 history lines, 3 character changes',
      'Beat 4 "Beat 4" of "The Long Feud" (generated): 0 status changes, 0 moves, 2 memories, 1 history line',
    ]);
    const plain = { arcId: world.arcId, beat: { beatId: ids.north, index: 2, name: 'Quiet', description: '', worldDirectives: [], emergentStorylines: [], beatType: 'generated' as const } };
    expect(summarize({ type: 'BeatGenerated', data: { ...plain, consequences: NO_CONSEQUENCES, generatedAt: '' } }, null)).toBe(
      'Beat 2 "Quiet" (generated): 0 status changes, 0 moves, 0 memories, 0 history lines',
    );
  });

  it('names by id what the world did not know, and keeps every summary to one line of at most 200 characters', () => {
    const stance = world.events.find((event) => event.type === 'FactionStanceChanged')!;
    expect(summarize({ type: 'FactionStanceChanged', data: stance.data } as WorldDomainEvent, null)).toBe(
      `Faction ${ids.wardens} now hostile toward Faction ${ids.reavers} (was neutral): "An old feud"`,
    );
    for (const { summary } of summaries) {
      expect(summary.length).toBeLessThanOrEqual(200);
      expect(summary).not.toMatch(/\n/);
    }
  });
});
