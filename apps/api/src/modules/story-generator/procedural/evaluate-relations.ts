import type { EvaluateRelationsInput, FactionStance, GenerationFaction, RelationsEvaluation, StanceChange } from '@worldloom/contracts';
import { sentencesOf } from '@worldloom/domain';
import { NameIndex } from '../premise/name-index';

const HOSTILE = /\b(blames?|blamed|accuses?|accused|war|wars|attacks?|attacked|raids?|raided|enem(?:y|ies)|hostile|betray(?:s|ed)?|seizes?|seized|storms?|stormed|against|arms?|armed|breaks? off|broke off|hostility|quarrel|feud|sabotage[sd]?|burn(?:s|ed)?|invades?|invaded|takes? .* by force)\b/i;
const ALLIED = /\b(pact|allies|allied|alliance|aid|together|unite[sd]?|join(?:s|ed)? forces|swear(?:s)? a pact|friendship|side by side|banner beside banner|hand)\b/i;
const CALMED = /\b(truce|peace|reconcile[sd]?|lay down|laid down|ceasefire|treaty|make amends)\b/i;

function stanceIn(sentence: string): FactionStance | null {
  if (CALMED.test(sentence)) return 'neutral';
  if (HOSTILE.test(sentence)) return 'hostile';
  if (ALLIED.test(sentence)) return 'ally';
  return null;
}

function currentStance(source: GenerationFaction, target: GenerationFaction): FactionStance {
  return source.stances.find((stance) => stance.target_faction_id === target.id)?.stance ?? 'neutral';
}

/**
 * Stances re-evaluated in the light of what just happened: a sentence of the caller's context (then of the
 * recent beats, newest first) that names two factions and tells of war, peace or alliance sets how they stand;
 * a collapsed faction is no longer worth a feud. Only the stances that change are returned. A later try reads
 * the caller's context alone, and the last changes nothing.
 */
export function proceduralRelations(input: EvaluateRelationsInput, variant = 0): RelationsEvaluation {
  if (variant >= 2) return { stance_changes: [] };
  const factions = input.entities.factions;
  const finder = new NameIndex(factions);
  const recent = variant === 0 ? [...input.recent_beats].reverse().map((beat) => beat.description) : [];
  const sentences = [input.beat_context, ...recent].flatMap((text) => sentencesOf(text));
  const decided = new Map<string, StanceChange>();
  const decide = (source: GenerationFaction, target: GenerationFaction, stance: FactionStance, reason: string) => {
    const key = `${source.id}>${target.id}`;
    if (decided.has(key) || source.id === target.id) return;
    decided.set(key, { source_faction_id: source.id, target_faction_id: target.id, stance, reason });
  };
  for (const faction of factions.filter((candidate) => candidate.status === 'collapsed')) {
    for (const other of factions) if (currentStance(other, faction) === 'hostile') decide(other, faction, 'neutral', `${faction.name} has collapsed and threatens no one now.`);
  }
  for (const sentence of sentences) {
    const stance = stanceIn(sentence);
    const named = finder.namedIn(sentence);
    if (stance === null || named.length < 2) continue;
    for (const source of named) for (const target of named) decide(source, target, stance, sentence);
  }
  return { stance_changes: [...decided.values()].filter((change) => {
    const source = factions.find((faction) => faction.id === change.source_faction_id) as GenerationFaction;
    const target = factions.find((faction) => faction.id === change.target_faction_id) as GenerationFaction;
    return currentStance(source, target) !== change.stance;
  }) };
}
