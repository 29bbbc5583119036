/**
 * Asked before each generator call: throws BudgetExceededError when the call would take the world past its
 * monthly budget, so the model is never asked. The world module, which keeps the usage, provides it.
 */
export interface GenerationBudget {
  assertWithin(worldId: string, task: string): Promise<void>;
}

export const GENERATION_BUDGET = Symbol('GENERATION_BUDGET');
