/** Words every theme shares: character traits, motivations, backgrounds and memories. */

export const TRAITS = [
  'brave', 'cautious', 'ambitious', 'loyal', 'cunning', 'generous', 'stubborn', 'curious', 'bitter', 'hopeful',
  'ruthless', 'gentle', 'proud', 'reckless', 'wise', 'secretive', 'honest', 'vain', 'patient', 'restless',
] as const;

export const MOTIVATIONS = [
  'protect {home} from {peril}',
  'see {faction} rise above {rival}',
  'uncover the truth behind {peril}',
  'grow rich on {trade}',
  'avenge a wrong done in {place}',
  'find a way out of {home}',
  'earn a name that outlives them',
  'keep their family safe whatever it costs',
  'bring down {rival}',
  'restore {place} to its old glory',
] as const;

export const BACKGROUNDS = [
  'Born in {home}, {name} grew up among {sight} and learned the work of {article} {occupation} young.',
  '{name} came to {home} from {place} with nothing but a debt and a reputation as {article} {occupation}.',
  'Once {article} {occupation} in {place}, {name} settled in {home} after {peril} took everything else.',
  '{name} has worked as {article} {occupation} in {home} for years, trading in {trade} and keeping secrets.',
] as const;

export interface MemoryTemplate {
  text: string;
  emotion: string;
  importance: readonly [number, number];
  needsFaction: boolean;
}

/** Importance follows SPEC.md §9: 0.9-1.0 life-changing, 0.7-0.8 significant, 0.5-0.6 notable, 0.3-0.4 everyday. */
export const SEED_MEMORIES: readonly MemoryTemplate[] = [
  { text: 'Seeing the first signs of {peril} near {home}', emotion: 'dread', importance: [0.7, 0.8], needsFaction: false },
  { text: 'Swearing an oath to {faction} in {home}', emotion: 'pride', importance: [0.7, 0.8], needsFaction: true },
  { text: 'Learning the trade of {article} {occupation} in {home}', emotion: 'nostalgia', importance: [0.3, 0.4], needsFaction: false },
  { text: 'Losing someone dear to {peril}', emotion: 'grief', importance: [0.9, 1], needsFaction: false },
  { text: 'A festival in {place}, among {sight}', emotion: 'joy', importance: [0.5, 0.6], needsFaction: false },
  { text: 'A bitter quarrel with a rival from {place}', emotion: 'resentment', importance: [0.5, 0.6], needsFaction: false },
  { text: 'Being passed over by the leaders of {faction}', emotion: 'humiliation', importance: [0.5, 0.6], needsFaction: true },
];
