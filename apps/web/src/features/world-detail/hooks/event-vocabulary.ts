import type { FORM_IMPACT_LEVELS, FORM_WORLD_EVENT_TYPES } from '@worldloom/contracts/vocabulary';

/** The Add World Event form's choices (SPEC.md §3, §5): the UI offers three types and three impact levels. */
export type FormEventType = (typeof FORM_WORLD_EVENT_TYPES)[number];
export type FormImpactLevel = (typeof FORM_IMPACT_LEVELS)[number];

export const DEFAULT_EVENT_TYPE: FormEventType = 'player_action';
export const DEFAULT_IMPACT_LEVEL: FormImpactLevel = 'minor';

export const NO_CURRENT_BEAT_MESSAGE = 'No current beat to attach the event to. Generate a beat first.';

/** "player_action" → "Player action"; also reads the docs' types (environmental, social) recorded through the API. */
export function eventTypeLabel(type: string): string {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function impactLabel(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}
