import type { Character, Faction } from './beat-draft';
import { changeSides, succeed, type BeatContext } from './happenings';
import { inText, listed } from './prose';

const ROLE_RANK: Readonly<Record<string, number>> = { major: 0, wildcard: 1, minor: 2, background: 3 };

/** A faction whose leader died or vanished in this beat is handed to a member (or to no one, in a fight for its seat). */
function successions(context: BeatContext): void {
  const { draft, frame } = context;
  const contested = frame.plot.some((point) => point.cast.clause.kind === 'succession');
  for (const faction of draft.entities.factions) {
    const leader = draft.character(draft.leaderOf(faction));
    if (leader === null || !['deceased', 'missing'].includes(draft.statusOf(leader)) || ['deceased', 'missing'].includes(leader.status)) continue;
    const heir = contested
      ? null
      : (draft.membersOf(faction).filter((member) => member.id !== leader.id && draft.canLead(faction, member)).sort((left, right) => (ROLE_RANK[left.story_role] ?? 4) - (ROLE_RANK[right.story_role] ?? 4))[0] ?? null);
    succeed(context, faction, heir, `${leader.name} is gone`);
  }
}

/** Everyone still serving a faction that collapses in this beat holds out, leaves, or goes over to another. */
function collapses(context: BeatContext): void {
  const { draft, rng } = context;
  for (const faction of draft.entities.factions.filter((candidate) => draft.statusOf(candidate) === 'collapsed' && candidate.status !== 'collapsed')) {
    const refuge = draft.entities.factions.filter((other) => other.id !== faction.id && draft.statusOf(other) !== 'collapsed');
    const fates: { who: Character; to: Faction | null }[] = [];
    for (const member of draft.membersOf(faction).filter((candidate) => draft.statusOf(candidate) === 'active' && draft.canAct(candidate))) {
      const choice = rng.weighted({ holdout: 35, leave: 35, defect: refuge.length > 0 ? 30 : 0 });
      const to = choice === 'holdout' ? faction : choice === 'defect' ? rng.pick(refuge) : null;
      if (changeSides({ ...context, draft }, member, to, `${faction.name} collapses`, '')) fates.push({ who: member, to });
    }
    if (fates.length === 0) continue;
    const told = fates.map(({ who, to }) => (to === null ? `${who.name} walks away` : to.id === faction.id ? `${who.name} holds out` : `${who.name} goes over to ${inText(to.name)}`));
    draft.say(`Of the people of ${inText(faction.name)}, ${listed(told)}`);
  }
}

/** What a beat's changes oblige in the same beat: a leader for a faction left with a dead or missing one, a fate for every member of a collapsed one. */
export function settle(context: BeatContext): void {
  collapses(context);
  successions(context);
}
