import type { ExistingWorld } from '../world.state';
import type { WorldBudgetSet, WorldReviewModeSet } from './settings.events';

export function worldReviewModeSet(world: ExistingWorld, data: WorldReviewModeSet['data']): ExistingWorld {
  return { ...world, settings: { ...world.settings, reviewMode: data.enabled } };
}

export function worldBudgetSet(world: ExistingWorld, data: WorldBudgetSet['data']): ExistingWorld {
  return { ...world, settings: { ...world.settings, monthlyBudgetUsd: data.monthlyBudgetUsd } };
}
