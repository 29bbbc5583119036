import { Query } from '@nestjs/cqrs';
import type { WorldUsage, WorldUsageQuery } from '@worldloom/contracts';

/** A world's generator calls in a period (all time by default), by model, and its budget this month. */
export class GetWorldUsageQuery extends Query<WorldUsage> {
  constructor(
    readonly worldId: string,
    readonly ownerId: string,
    readonly period: WorldUsageQuery,
  ) {
    super();
  }
}
