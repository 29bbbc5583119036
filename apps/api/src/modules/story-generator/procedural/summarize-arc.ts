import type { ArcSummary, GenerationBeatBrief, SummarizeArcInput } from '@worldloom/contracts';
import { listed, lowerStart } from './story/prose';

function firstSentence(beat: GenerationBeatBrief | undefined): string | null {
  if (beat === undefined) return null;
  const sentence = /^.*?[.!?](\s|$)/.exec(beat.description)?.[0] ?? beat.description;
  return sentence.trim().replace(/[.!?]$/, '');
}

/** The arc from its opening, midpoint and finale, and what the world has lost by its end. */
export function proceduralSummary(input: SummarizeArcInput): ArcSummary {
  const { arc, beats, entities, world } = input;
  const at = (index: number) => firstSentence(beats.find((beat) => beat.beat_index === index));
  const moments = [
    [0, 'It began'],
    [8, 'At its midpoint'],
    [13, 'In the finale'],
  ] as const;
  const told = moments.flatMap(([index, lead]) => {
    const sentence = at(index);
    return sentence === null ? [] : [`${lead}: ${sentence}.`];
  });
  const fallen = entities.characters.filter((character) => character.status === 'deceased').map((character) => character.name);
  const ruined = entities.locations.filter((location) => ['ruined', 'abandoned', 'lost'].includes(location.status)).map((location) => location.name);
  const collapsed = entities.factions.filter((faction) => faction.status === 'collapsed').map((faction) => faction.name);
  const fates = [
    fallen.length > 0 ? `${listed(fallen.slice(0, 4))} did not live to see its end.` : '',
    ruined.length > 0 ? `${listed(ruined.slice(0, 4))} ${ruined.length === 1 ? 'lies' : 'lie'} in ruin or oblivion.` : '',
    collapsed.length > 0 ? `${listed(collapsed)} collapsed.` : '',
  ].filter(Boolean);
  const ending = fates.length > 0 ? fates.join(' ') : `${world.name} endures, changed.`;
  const echoes = input.recent_events.map((event) => event.description.trim().replace(/[.!?]+$/, ''));
  const aftermath = echoes.length > 0 ? `Its last echoes: ${echoes.join('; ')}.` : '';
  const premise = arc.premise === null ? '' : `It was the story of how ${lowerStart(arc.premise.threat.replace(/[.!?]+$/, ''))}.`;
  return { summary: [`${arc.story_name}. ${arc.detailed_description}`, premise, ...told, ending, aftermath].filter(Boolean).join(' ') };
}
