import { randomUUID } from 'node:crypto';
import { STORY_ACTS } from '@worldloom/contracts';
import type { AppliedBeatConsequences } from '@worldloom/domain';
import { playStory, STORY_WORLDS, storyRecord, type PlayedArc, type PlayedStory } from './story-harness.test-support';
import { contradictionsFound, continuityViolations, storyFigures, type StoryFigures } from './story-metrics';

/*
 * The story-quality figures over 20 worlds (every theme, ideas of every kind and none) × 2 arcs, played
 * through the real domain with the app's review; the living-world targets over their first arcs.
 */
describe('story quality', () => {
  let stories: PlayedStory[];
  let figures: StoryFigures;
  let firstArcs: PlayedArc[];

  beforeAll(async () => {
    stories = await Promise.all(STORY_WORLDS.map((spec) => playStory(spec)));
    figures = storyFigures(stories.map(storyRecord));
    firstArcs = stories.map((story) => story.arcs[0] as PlayedArc);
  });

  const consequencesOf = (arc: PlayedArc): AppliedBeatConsequences[] => arc.beats.map((beat) => beat.event.data.consequences);

  describe('the story holds together', () => {
    it('takes up the idea: at least 60% of its content words in the arc’s prose', () => {
      expect(figures.ideaUptake.total).toBeGreaterThan(100);
      expect(figures.ideaUptake.share).toBeGreaterThanOrEqual(0.6);
    });

    it('names at least 90% of the entities each beat changes', () => {
      expect(figures.narratedChanges.share).toBeGreaterThanOrEqual(0.9);
    });

    it('records at least 95% of the people a beat names as its witnesses', () => {
      expect(figures.witnessesRecorded.share).toBeGreaterThanOrEqual(0.95);
    });

    it('leaves no contradiction in any state of any world', () => {
      expect(stories.flatMap((story) => contradictionsFound(storyRecord(story)))).toEqual([]);
      expect(figures.contradictions).toBe(0);
    });

    it('keeps the dead dead and the missing missing from one arc to the next', () => {
      expect(stories.flatMap((story) => continuityViolations(storyRecord(story)))).toEqual([]);
    });

    it('reads differently in different worlds: the same beat overlaps by at most 35% once names are out', () => {
      expect(figures.overlap.mean).toBeLessThanOrEqual(0.35);
      expect(figures.overlap.worst).toBeLessThanOrEqual(0.45);
    });

    it('passes the domain’s review (rules and coherence judge) for seeding, arc start and every beat, mostly on the first try', () => {
      const calls = stories.reduce((sum, story) => sum + story.reviews.calls, 0);
      const refusals = stories.reduce((sum, story) => sum + story.reviews.firstTryRefusals, 0);
      expect(calls).toBe(STORY_WORLDS.length * (3 + 2 * 16));
      expect(stories.map((story) => story.reviews.failures)).toEqual(stories.map(() => 0));
      expect(refusals / calls).toBeLessThanOrEqual(0.02);
    });

    it('passes the judge for any world id: random worlds, random ideas, one arc each', async () => {
      const places = ['Frozen fjords', 'A desert of glass', 'A drowned archipelago', 'A jungle of ruins', 'An orbital ring', 'A city of gears', 'A haunted barony', 'A realm of old magic'];
      const ideas = [null, 'The harbour master disappears', 'Rebels seize the granary and the guard turns traitor', 'A fever spreads and the priests refuse to help'];
      const random = await Promise.all(places.map((description, index) => playStory({ id: randomUUID(), name: `Random ${index}`, description, ideas: [ideas[index % ideas.length] ?? null] })));
      const outcome = random.map((story) => ({ world: story.spec.id, failures: story.reviews.failures, refusals: story.reviews.firstTryRefusals, contradictions: contradictionsFound(storyRecord(story)) }));
      expect(outcome).toEqual(outcome.map(({ world }) => ({ world, failures: 0, refusals: expect.any(Number), contradictions: [] })));
      expect(outcome.reduce((sum, { refusals }) => sum + refusals, 0)).toBeLessThanOrEqual(2);
    });

    it('tells the same story for the same world, whatever ids its entities get', async () => {
      const again = await Promise.all(STORY_WORLDS.slice(0, 2).map((spec) => playStory(spec)));
      const told = (story: PlayedStory) => story.arcs.map((arc) => [arc.start.story_name, arc.start.detailed_description, ...arc.beats.map((beat) => beat.generated.description), arc.summary]);
      again.forEach((story, index) => expect(told(story)).toEqual(told(stories[index] as PlayedStory)));
      expect([...(again[0]?.seeded.characters.keys() ?? [])]).not.toEqual([...(stories[0]?.seeded.characters.keys() ?? [])]);
    });

    it('plays the lighthouse keeper’s vanishing, with the merchant houses turned against each other', () => {
      const arc = firstArcs[0] as PlayedArc;
      expect(arc.idea).toBe('The lighthouse keeper vanishes and the merchant houses blame each other');
      const vanishing = arc.beats.find((beat) => beat.event.data.consequences.characterStatusChanges.some((change) => change.status === 'missing'));
      const keeperId = vanishing?.event.data.consequences.characterStatusChanges.find((change) => change.status === 'missing')?.characterId ?? '';
      const keeper = vanishing?.after.characters.get(keeperId);
      expect(keeper?.description).toMatch(/lighthouse keeper/);
      expect(vanishing?.generated.description).toMatch(new RegExp(`${keeper?.name}, the lighthouse keeper, vanishes`));
      expect(arc.start.premise.protagonist_id).not.toBe(keeperId);
      const hostile = consequencesOf(arc).flatMap((consequences) => consequences.stanceChanges.filter((change) => change.stance === 'hostile'));
      expect(hostile.some((change) => hostile.some((back) => back.sourceFactionId === change.targetFactionId && back.targetFactionId === change.sourceFactionId))).toBe(true);
      expect(arc.beats.some((beat) => /the merchant houses, blame each other/.test(beat.generated.description))).toBe(true);
    });
  });

  describe('the world lives', () => {
    it('shifts a stance in every world with two factions or more', () => {
      for (const story of stories) {
        if (story.seeded.factions.size < 2) continue;
        expect({ world: story.spec.name, shifts: consequencesOf(story.arcs[0] as PlayedArc).some((consequences) => consequences.stanceChanges.length > 0) }).toEqual({ world: story.spec.name, shifts: true });
      }
    });

    it('moves territory at least once per arc on average, and settles it by the Finale', () => {
      const changes = firstArcs.map((arc) => consequencesOf(arc).reduce((sum, consequences) => sum + consequences.territoryChanges.length, 0));
      expect(changes.reduce((sum, count) => sum + count, 0) / firstArcs.length).toBeGreaterThanOrEqual(1);
      const settled = firstArcs.filter((arc) => (arc.beats[13]?.event.data.consequences.territoryChanges.length ?? 0) > 0);
      expect(settled.length / firstArcs.length).toBeGreaterThanOrEqual(0.7);
    });

    it('changes the motivations or allegiance of at least three characters in every arc', () => {
      for (const arc of firstArcs) {
        const changed = new Set(consequencesOf(arc).flatMap((consequences) => [...consequences.motivationChanges, ...consequences.allegianceChanges].map((change) => change.characterId)));
        expect(changed.size).toBeGreaterThanOrEqual(3);
      }
    });

    it('brings in at least one newcomer per arc on average, never more than two in a beat', () => {
      const perBeat = stories.flatMap((story) => story.arcs.flatMap((arc) => consequencesOf(arc).map((consequences) => consequences.newcomers.locations.length + consequences.newcomers.characters.length)));
      expect(Math.max(...perBeat)).toBeLessThanOrEqual(2);
      const perArc = firstArcs.map((arc) => consequencesOf(arc).reduce((sum, consequences) => sum + consequences.newcomers.locations.length + consequences.newcomers.characters.length, 0));
      expect(perArc.reduce((sum, count) => sum + count, 0) / firstArcs.length).toBeGreaterThanOrEqual(1);
    });

    it('produces every kind of consequence across the arcs', () => {
      const all = stories.flatMap((story) => story.arcs.flatMap(consequencesOf));
      const kinds = {
        stances: all.some((consequences) => consequences.stanceChanges.length > 0),
        claims: all.some((consequences) => consequences.territoryChanges.some((change) => change.kind === 'claim')),
        releases: all.some((consequences) => consequences.territoryChanges.some((change) => change.kind === 'release')),
        doctrines: all.some((consequences) => consequences.doctrines.length > 0),
        motivations: all.some((consequences) => consequences.motivationChanges.some((change) => change.added.length > 0 && change.dropped.length > 0)),
        joins: all.some((consequences) => consequences.allegianceChanges.some((change) => change.change === 'join')),
        defections: all.some((consequences) => consequences.allegianceChanges.some((change) => change.change === 'defect')),
        leaves: all.some((consequences) => consequences.allegianceChanges.some((change) => change.change === 'leave')),
        holdouts: all.some((consequences) => consequences.allegianceChanges.some((change) => change.change === 'holdout')),
        people: all.some((consequences) => consequences.characterAmendments.length > 0),
        places: all.some((consequences) => consequences.locationAmendments.length > 0),
        relationships: all.some((consequences) => consequences.relationshipChanges.length > 0),
        successions: all.some((consequences) => consequences.leaderChanges.some((change) => change.leaderId !== null)),
        newcomers: all.some((consequences) => consequences.newcomers.characters.length > 0 && consequences.newcomers.locations.length > 0),
      };
      expect(kinds).toEqual(Object.fromEntries(Object.keys(kinds).map((kind) => [kind, true])));
    });

    it('frays alliances toward All Is Lost: stances worsen more in the second act than in the first', () => {
      const worsening = (from: number, to: number) =>
        firstArcs.flatMap((arc) => arc.beats.slice(from, to + 1)).flatMap((beat) => beat.event.data.consequences.stanceChanges).filter((change) => change.stance === 'hostile' || (change.stance === 'neutral' && change.previousStance === 'ally')).length;
      const [equilibrium, chaos] = STORY_ACTS;
      expect(worsening(chaos.firstBeat, chaos.lastBeat)).toBeGreaterThan(worsening(equilibrium.firstBeat, equilibrium.lastBeat));
    });
  });
});
