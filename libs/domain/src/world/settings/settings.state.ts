/** What the owner set for the world as a whole. */
export interface WorldSettings {
  /** Off by default: a beat lands as soon as it is generated. */
  readonly reviewMode: boolean;
  /** Null: the server's default budget applies. */
  readonly monthlyBudgetUsd: number | null;
}

export const DEFAULT_WORLD_SETTINGS: WorldSettings = { reviewMode: false, monthlyBudgetUsd: null };
