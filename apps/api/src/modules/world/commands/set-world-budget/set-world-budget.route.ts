import { WorldBudget, WorldBudgetBody } from '@worldloom/contracts';
import { COMMAND_ERRORS, restRoute } from '#platform/rest/rest-route';
import { reviewExamples as examples } from '../../review-rest-examples';
import { worldPath } from '../../rest-params';

export const setWorldBudgetRoute = restRoute({
  method: 'put',
  path: '/api/worlds/{worldId}/budget',
  operationId: 'setWorldBudget',
  tag: 'Worlds',
  summary: "Set a world's monthly generation budget",
  description:
    "US dollars a month, zero or more; null hands the world back to the server's default (WORLD_MONTHLY_BUDGET_USD). " +
    'A generator call that would take this month past it answers 402 BUDGET_EXCEEDED before the model is asked.',
  params: { path: worldPath },
  body: { schema: WorldBudgetBody, example: examples.budgetBody },
  success: { status: 200, description: 'The budget that applies and what this month has spent', schema: WorldBudget, example: examples.budget },
  errors: COMMAND_ERRORS,
});
