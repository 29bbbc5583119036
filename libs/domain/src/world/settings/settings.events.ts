import type { DomainEvent } from '../../shared/decider';

/** The owner turned review mode on or off: with it on, progress drafts a beat instead of applying it. */
export type WorldReviewModeSet = DomainEvent<'WorldReviewModeSet', { enabled: boolean; setAt: string }>;

/** The owner's monthly budget for the world's generation, in US dollars; null falls back to the server's default. */
export type WorldBudgetSet = DomainEvent<'WorldBudgetSet', { monthlyBudgetUsd: number | null; setAt: string }>;

export type SettingsEvent = WorldReviewModeSet | WorldBudgetSet;
