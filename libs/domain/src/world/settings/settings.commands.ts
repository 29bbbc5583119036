import type { DomainCommand } from '../../shared/decider';

export type SetReviewMode = DomainCommand<'SetReviewMode', { enabled: boolean }>;

/** `monthlyBudgetUsd: null` clears the world's own budget (the server's default applies). */
export type SetWorldBudget = DomainCommand<'SetWorldBudget', { monthlyBudgetUsd: number | null }>;

export type SettingsCommand = SetReviewMode | SetWorldBudget;
