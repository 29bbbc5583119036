/**
 * Generating would take a world past its monthly budget, so the model was not asked: not a bug and not the
 * input's fault. The edges answer 402 BUDGET_EXCEEDED (tRPC PAYMENT_REQUIRED) with this message.
 */
export class BudgetExceededError extends Error {
  override readonly name = 'BudgetExceededError';
  readonly code = 'BUDGET_EXCEEDED' as const;
}
