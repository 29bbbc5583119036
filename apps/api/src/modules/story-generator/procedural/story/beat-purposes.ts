import type { Character, Faction, Location } from './beat-draft';
import {
  bond,
  cede,
  changeAims,
  changeSides,
  die,
  harmPlace,
  mendPlace,
  remake,
  reshape,
  retire,
  seize,
  setStance,
  travel,
  turnFortune,
  vanish,
  type BeatContext,
} from './happenings';
import { bStoryNewcomer } from './newcomers';
import { resolveSuccession, resolveVanishings } from './plot';
import { fateTold } from './fates';
import { inText, lowerStart, phrase } from './prose';

/*
 * What each Save-the-Cat beat does to the world, on top of the idea's own clauses (plot.ts): act and purpose
 * shape the change. Act 1 sets up ties and aims; Act 2 takes sides, moves ground, frays alliances toward All
 * Is Lost (10); Act 3 mourns, reunites and settles territory by the Finale (13). Each step only touches the
 * beat's cast and places, and tries alternatives when the world will not take the first.
 */

type Step = (context: BeatContext) => boolean;

const present = (context: BeatContext) => (character: Character | null | undefined): character is Character =>
  character !== null && character !== undefined && context.draft.canAct(character) && context.draft.statusOf(character) === 'active';

function others(context: BeatContext, excluded: readonly (Character | null)[]): Character[] {
  const ids = new Set(excluded.map((character) => character?.id));
  return [...context.scene.allies, ...context.scene.locals].filter((character) => !ids.has(character.id) && present(context)(character));
}

/** The first of the alternatives that changes the world. */
const firstOf = (context: BeatContext, ...steps: Step[]) => steps.some((step) => step(context));

/** Another standing faction than the two given (a third party to ally with or fall out with), the premise's first. */
function thirdFaction(context: BeatContext, ...excluded: (Faction | null)[]): Faction | null {
  const ids = new Set(excluded.map((faction) => faction?.id));
  const standing = (faction: Faction) => !ids.has(faction.id) && context.draft.statusOf(faction) !== 'collapsed';
  return context.scene.factions.find(standing) ?? context.draft.entities.factions.find(standing) ?? null;
}

function placeHeldBy(context: BeatContext, faction: Faction | null, besides: Location): Location | null {
  if (faction === null) return null;
  return context.draft.locations.find((location) => location.id !== besides.id && location.type !== 'region' && context.draft.holderOf(location) === faction.id && context.draft.statusOf(location) !== 'lost') ?? null;
}

// ----- Act 1: Equilibrium ---------------------------------------------------------------------------------

function openingImage(context: BeatContext): boolean {
  const { scene, frame, rng } = context;
  const note = phrase(rng, ['Before the change it is a place of {sight}.', 'It still keeps its old ways, and its trade in {trade}.', 'Its people have not yet heard of {peril}.'], context.values) ?? '';
  return remake(context, scene.stage, note, phrase(rng, ['{stage} is as it has always been: {sight2}, and the {adjective} quiet of habit', 'For now {stage} is still a place of {sight2}'], context.values) ?? `${scene.stage.name} is as it was`) || frame.story.needs.length > 0;
}

function themeStated(context: BeatContext): boolean {
  const { scene, frame } = context;
  const hero = scene.protagonist;
  const mentor = others(context, [hero]).find((character) => character.story_role !== 'background') ?? others(context, [hero])[0];
  const taught = present(context)(hero) && mentor !== undefined && context.draft.relationshipOf(mentor, hero) === null && bond(context, mentor, hero, 'mentor', `teaches what ${frame.motif.value} demands`);
  const question = context.rng.pick([`learn what ${frame.motif.value} is worth`, `find out what ${frame.motif.value} will cost`, `understand why ${frame.motif.value} still matters`]);
  const aim = present(context)(hero) && changeAims(context, hero, [question], [], 'the question is asked');
  return taught || aim;
}

function setUp(context: BeatContext): boolean {
  const { scene, frame, rng } = context;
  const note = phrase(rng, ['Lately it lives under the shadow of {rival}.', 'Something is wrong there: {sight} and too many closed doors.', 'Its people fear {peril} and say so only in whispers.'], context.values) ?? '';
  const sentence = phrase(rng, ['{contested} shows its wounds: {rival} leans on it, and its people keep their heads down', 'What is wrong in {contested} is plain to anyone who looks: {sight}'], context.values) ?? `${scene.contested.name} shows its wounds`;
  const remade = remake(context, scene.contested, note, sentence);
  const [ally] = others(context, [scene.protagonist]);
  const bonded = present(context)(scene.protagonist) && ally !== undefined && bond(context, scene.protagonist, ally, 'ally', 'old friends in hard times');
  if (scene.rival !== null) context.draft.history('faction', scene.rival, `${context.beatName}: eyes ${scene.contested.name} and ${frame.motif.trade}.`);
  const villain = scene.antagonist;
  const designs =
    present(context)(villain) &&
    changeAims(context, villain, [rng.pick([`bring ${inText(scene.contested.name)} to heel`, `make ${inText(scene.contested.name)} pay its dues in ${frame.motif.trade}`, `hold ${inText(scene.contested.name)} before the year is out`])], [], 'designs on the contested place');
  return remade || bonded || designs;
}

function catalyst(context: BeatContext): boolean {
  const { scene, draft } = context;
  // The first blow shakes a place; it takes a catastrophe to ruin one already in decline this early.
  const sound = ['thriving', 'stable'].includes(draft.statusOf(scene.contested)) || context.severity >= 3;
  return firstOf(
    context,
    () => sound && harmPlace(context, scene.contested, context.severity >= 3 ? 2 : 1, 'the inciting blow'),
    () => scene.rival !== null && scene.side !== null && setStance(context, scene.rival, scene.side, 'hostile', 'the inciting blow'),
  );
}

function debate(context: BeatContext): boolean {
  const { scene, rng } = context;
  const [ally] = others(context, [scene.protagonist]);
  const doubts = ally !== undefined && changeAims(context, ally, [rng.pick([`keep out of the quarrel over ${inText(scene.contested.name)}`, `keep ${inText(scene.stage.name)} safe at any cost`, 'wait until the danger passes'])], [], 'doubt');
  const hero = scene.protagonist;
  const torn =
    present(context)(hero) &&
    reshape(
      context,
      hero,
      rng.pick([`Torn between ${inText(scene.stage.name)} and ${inText(scene.contested.name)}.`, 'Restless, and sleeping badly.', `Quick to anger since the news from ${inText(scene.contested.name)}.`]),
      phrase(rng, ['{protagonist} is no longer the same easy soul of {stage}', 'Sleep comes hard to {protagonist} now', 'Those who know {protagonist} see the strain', '{protagonist} snaps at friends and broods alone'], context.values) ?? `${hero.name} is changed`,
    );
  return doubts || torn;
}

// ----- Act 2: Chaos ---------------------------------------------------------------------------------------

function breakIntoTwo(context: BeatContext): boolean {
  const { scene, draft } = context;
  const hero = scene.protagonist;
  const moved = present(context)(hero) && draft.locationOf(hero) !== scene.contested.id && travel(context, hero, scene.contested);
  const joined = present(context)(hero) && draft.factionOf(hero) === null && scene.side !== null && changeSides(context, hero, scene.side, 'chooses a side');
  const sides = scene.rival !== null && scene.side !== null && setStance(context, scene.side, scene.rival, 'hostile', 'sides are taken');
  return moved || joined || sides;
}

function bStory(context: BeatContext): boolean {
  const { scene, rng } = context;
  const arrived = bStoryNewcomer(context) !== null;
  const [ally] = others(context, [scene.protagonist]);
  const kind = rng.weighted({ romance: 2, ally: 2, family: 1 });
  const bonded = present(context)(scene.protagonist) && ally !== undefined && bond(context, scene.protagonist, ally, kind, 'the second story');
  return arrived || bonded;
}

function funAndGames(context: BeatContext): boolean {
  const { scene, draft, rng } = context;
  const rivalTakes = () => scene.rival !== null && draft.holderOf(scene.contested) !== scene.rival.id && seize(context, scene.rival, scene.contested, 'conquest', 'ground changes hands');
  const target = placeHeldBy(context, scene.rival, scene.contested);
  const sideTakes = () => scene.side !== null && target !== null && seize(context, scene.side, target, rng.chance(0.5) ? 'conquest' : 'treaty', 'a raid that pays off');
  const unheld = draft.locations.find((location) => location.type !== 'region' && location.region_id === scene.contested.region_id && draft.holderOf(location) === null && draft.statusOf(location) !== 'lost' && !draft.isNew(location));
  const rivalSpreads = () => scene.rival !== null && unheld !== undefined && seize(context, scene.rival, unheld, 'conquest', 'the struggle spreads');
  const claimed = rng.chance(0.6) ? firstOf(context, rivalTakes, sideTakes, rivalSpreads) : firstOf(context, sideTakes, rivalTakes, rivalSpreads);
  const shaken = harmPlace(context, scene.contested, 1, 'the fighting');
  return claimed || shaken;
}

function midpoint(context: BeatContext): boolean {
  const { scene, rng, frame } = context;
  const falseVictory = rng.chance(0.5);
  const winner = falseVictory ? scene.side : scene.rival;
  const loser = falseVictory ? scene.rival : scene.side;
  const turned = firstOf(
    context,
    () => winner !== null && turnFortune(context, winner, 'rising', falseVictory ? 'a victory, or so it seems' : 'a defeat for its enemies'),
    () => loser !== null && turnFortune(context, loser, 'declining', 'the stakes rise'),
  );
  const villain = scene.antagonist;
  const raised = present(context)(villain) && scene.side !== null && changeAims(context, villain, [`break ${scene.side.name} before ${frame.motif.peril} ends`], [], 'the stakes rise');
  return turned || raised;
}

function badGuysCloseIn(context: BeatContext): boolean {
  const { scene, draft, rng } = context;
  const third = thirdFaction(context, scene.side, scene.rival);
  const frayed = firstOf(
    context,
    () => scene.side !== null && third !== null && setStance(context, scene.side, third, draft.stanceOf(scene.side, third) === 'ally' ? 'neutral' : 'hostile', 'alliances fray'),
    () => scene.side !== null && scene.rival !== null && setStance(context, scene.rival, scene.side, 'hostile', 'the enemy closes in'),
  );
  const traitor = others(context, [scene.protagonist]).find((character) => draft.factionOf(character) !== null && draft.factionOf(character) === scene.side?.id);
  const turned = traitor !== undefined && scene.rival !== null && rng.chance(0.7) && changeSides(context, traitor, scene.rival, 'doubt and fear');
  const enmity = turned && present(context)(scene.protagonist) && traitor !== undefined && bond(context, scene.protagonist, traitor, 'enemy', 'the betrayal');
  return frayed || turned || enmity;
}

function allIsLost(context: BeatContext): boolean {
  const { scene, draft, rng } = context;
  const found = resolveVanishings(context, false);
  const victim = others(context, [scene.protagonist, scene.antagonist]).find((character) => character.story_role !== 'background');
  const loss = firstOf(
    context,
    () => found,
    () => context.severity >= 2 && victim !== undefined && rng.chance(0.6) && die(context, victim, 'the lowest point'),
    () => victim !== undefined && context.severity >= 2 && vanish(context, victim, 'the lowest point'),
    () => harmPlace(context, scene.stage, 2, 'a home falls'),
  );
  const broken = scene.side !== null && scene.rival !== null && setStance(context, scene.side, scene.rival, 'hostile', 'an alliance breaks');
  const falling = scene.side !== null && draft.statusOf(scene.side) !== 'declining' && turnFortune(context, scene.side, 'declining', 'the lowest point');
  return loss || broken || falling;
}

// ----- Act 3: Resolution ----------------------------------------------------------------------------------

function darkNight(context: BeatContext): boolean {
  const { scene, frame, draft } = context;
  const hero = scene.protagonist;
  if (!present(context)(hero)) return false;
  const { rng } = context;
  const oldest = draft.motivationsOf(hero)[0];
  const lesson = rng.pick([
    `carry ${frame.motif.value} forward whatever it costs`,
    `make the losses mean something for ${inText(context.scene.contested.name)}`,
    `honour the fallen by keeping ${frame.motif.value}`,
    `see the struggle for ${inText(context.scene.contested.name)} through to the end`,
  ]);
  const changed = changeAims(context, hero, [lesson], oldest === undefined ? [] : [oldest], 'grief teaches');
  // The protagonist's thoughts draw only on what they lived through: one of their own memories of the story.
  const recalled = [...hero.memories].filter((memory) => memory.beat_id !== null && fateTold(memory.event_description) === null).sort((left, right) => right.importance - left.importance)[0];
  if (recalled !== undefined) {
    const memory = lowerStart(recalled.event_description.replace(/[.!?]$/, ''));
    draft.say(phrase(rng, ['{who} keeps coming back to one memory: {memory}', 'One memory will not let {who} rest: {memory}', 'In the dark {who} lives it again: {memory}', '{who} cannot stop remembering it: {memory}'], { who: hero.name, memory }) ?? '');
  }
  const reshaped = reshape(
    context,
    hero,
    rng.pick(['Marked by loss, and steadier for it.', 'Older in the eyes than a season ago.', 'Grieving, but no longer lost.']),
    phrase(rng, ['Grief leaves its mark on {who}', '{who} comes out of the night harder and quieter', 'Something in {who} settles, scarred but steady', 'By morning {who} is someone else'], { who: hero.name }) ?? hero.name,
  );
  return changed || reshaped;
}

function breakIntoThree(context: BeatContext): boolean {
  const { scene, draft } = context;
  const found = resolveVanishings(context, true);
  const hero = scene.protagonist;
  const friend = others(context, [hero, scene.antagonist]).find((character) => draft.relationshipOf(character, hero as Character) !== 'enemy');
  const reunited = present(context)(hero) && friend !== undefined && bond(context, hero, friend, 'ally', 'reunited for the plan');
  const third = thirdFaction(context, scene.side, scene.rival);
  const allied = scene.side !== null && third !== null && setStance(context, scene.side, third, 'ally', 'a plan needs friends');
  const revived = scene.side !== null && draft.statusOf(scene.side) === 'collapsed' && turnFortune(context, scene.side, 'rising', 'rises from its ashes for the plan');
  const recruit = others(context, [hero]).find((character) => draft.factionOf(character) === null);
  const joined = recruit !== undefined && scene.side !== null && draft.statusOf(scene.side) !== 'collapsed' && changeSides(context, recruit, scene.side, 'joins the plan');
  return found || reunited || allied || revived || joined;
}

function finale(context: BeatContext): boolean {
  const { scene, draft, rng } = context;
  const sideStands = scene.side !== null && draft.statusOf(scene.side) !== 'collapsed' && scene.side.status !== 'collapsed';
  const heroWins = rng.chance(0.7);
  const winner = heroWins ? (sideStands ? scene.side : null) : scene.rival;
  const loser = heroWins ? scene.rival : sideStands ? scene.side : null;
  const settled = firstOf(
    context,
    () => winner !== null && seize(context, winner, scene.contested, rng.chance(0.5) ? 'conquest' : 'treaty', 'territory settles'),
    () => winner !== null && loser !== null && (placeHeldBy(context, loser, scene.contested) ?? null) !== null && seize(context, winner, placeHeldBy(context, loser, scene.contested) as Location, 'treaty', 'territory settles'),
  );
  // With no faction left to take it, a defeated holder lets the contested place go.
  const freed = !settled && heroWins && loser !== null && draft.holderOf(scene.contested) === loser.id && cede(context, loser, scene.contested, 'the people take it back');
  const released = !settled && !freed && loser !== null && placeHeldBy(context, loser, scene.contested) !== null && cede(context, loser, placeHeldBy(context, loser, scene.contested) as Location, 'territory settles');
  const fall = loser !== null && firstOf(
    context,
    () => draft.statusOf(loser) === 'declining' && rng.chance(0.5) && context.caution === 0 && turnFortune(context, loser, 'collapsed', 'defeat in the final confrontation'),
    () => turnFortune(context, loser, 'declining', 'defeat in the final confrontation'),
  );
  const villain = scene.antagonist;
  const fate = present(context)(villain) && heroWins && firstOf(
    context,
    () => rng.chance(0.4) && retire(context, villain, 'defeated'),
    () => rng.chance(0.5) && vanish(context, villain, 'taken in the rout'),
    () => context.severity >= 2 && die(context, villain, 'the final confrontation'),
  );
  // The war ends with the confrontation: a truce between the two sides if they were at each other's throats.
  const truce = winner !== null && loser !== null && draft.stanceOf(winner, loser) === 'hostile' && setStance(context, winner, loser, 'neutral', 'the war ends');
  const relenting = loser !== null && firstOf(context, ...draft.membersOf(loser).filter((member) => present(context)(member) && member.id !== villain?.id).slice(0, 2).map((member) => () => {
    const [held] = draft.motivationsOf(member);
    return held !== undefined && changeAims(context, member, [`rebuild what ${inText(loser.name)} lost`], [held], 'defeat');
  }));
  const successor = resolveSuccession(context);
  return settled || freed || released || fall || fate || truce || relenting || successor;
}

function finalImage(context: BeatContext): boolean {
  const { scene, draft, rng } = context;
  const mended = mendPlace(context, scene.stage, 'the world mends');
  const note = rng.pick(['Changed by all it has seen.', 'It remembers what happened here.', 'Quieter now, and wiser for it.', 'New stones stand beside the old.']);
  const remade = remake(
    context,
    scene.stage,
    note,
    phrase(rng, ['{stage} carries its scars openly now', 'Nothing in {stage} looks quite as it did', 'New faces and old wounds share the streets of {stage}', 'Children in {stage} already tell it as a legend'], context.values) ?? `${scene.stage.name} is changed`,
  );
  const hero = scene.protagonist;
  const aims = present(context)(hero) ? draft.motivationsOf(hero) : [];
  const fulfilled = present(context)(hero) && aims.length > 1 && changeAims(context, hero, [], [aims[0] as string], 'the story ends');
  return mended || remade || fulfilled;
}

const BEAT_STEPS: readonly Step[] = [
  openingImage,
  themeStated,
  setUp,
  catalyst,
  debate,
  breakIntoTwo,
  bStory,
  funAndGames,
  midpoint,
  badGuysCloseIn,
  allIsLost,
  darkNight,
  breakIntoThree,
  finale,
  finalImage,
];

/** When the beat's purpose found nothing the world would take: a tie among the cast, an aim, a mark on the place. */
function smallChange(context: BeatContext): boolean {
  const { scene, draft, rng, frame } = context;
  const hero = scene.protagonist;
  const friend = others(context, [hero, scene.antagonist]).find((character) => hero !== null && draft.relationshipOf(character, hero) === null);
  const [local] = others(context, [hero]);
  return firstOf(
    context,
    () => present(context)(hero) && friend !== undefined && bond(context, hero, friend, rng.pick(['ally', 'rival'] as const), context.beatName.toLowerCase()),
    () => local !== undefined && changeAims(context, local, [rng.pick([`stay alive until ${frame.motif.peril} passes`, `keep ${inText(scene.contested.name)} in one piece`, `see who wins before choosing a side`])], [], context.beatName.toLowerCase()),
    () => harmPlace(context, scene.contested, 1, context.beatName.toLowerCase()),
  );
}

/** The beat's own work (after its clause of the idea, if it has one); returns whether it changed the world. */
export function playPurpose(context: BeatContext, changedAlready: boolean): boolean {
  const step = BEAT_STEPS[context.beatIndex];
  const changed = step !== undefined && step(context);
  return changed || changedAlready || smallChange(context);
}
