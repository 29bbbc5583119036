import { DomainError } from '../../shared/domain-error';
import { requireOwnedWorld } from '../world.access';
import type { WorldDomainEvent } from '../world.events';
import type { WorldState } from '../world.state';
import type { SetReviewMode, SetWorldBudget } from './settings.commands';

/** Turning review mode to what it already is changes nothing. */
export function setReviewMode(command: SetReviewMode, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { enabled } = command.data;
  if (world.settings.reviewMode === enabled) return [];
  return [{ type: 'WorldReviewModeSet', data: { enabled, setAt: command.metadata.now } }];
}

/** A budget is a finite amount of dollars, zero or more; null hands the world back to the server's default. */
export function setWorldBudget(command: SetWorldBudget, state: WorldState): WorldDomainEvent[] {
  const world = requireOwnedWorld(state, command.metadata);
  const { monthlyBudgetUsd } = command.data;
  if (monthlyBudgetUsd !== null && !(Number.isFinite(monthlyBudgetUsd) && monthlyBudgetUsd >= 0)) {
    throw DomainError.invalid('BUDGET.INVALID', 'A monthly budget is an amount of dollars, zero or more');
  }
  if (world.settings.monthlyBudgetUsd === monthlyBudgetUsd) return [];
  return [{ type: 'WorldBudgetSet', data: { monthlyBudgetUsd, setAt: command.metadata.now } }];
}
