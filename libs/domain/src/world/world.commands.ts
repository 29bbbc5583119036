import type { DomainCommand } from '../shared/decider';

export type CreateWorld = DomainCommand<'CreateWorld', { worldId: string; name: string; description: string }>;

export type WorldCommand = CreateWorld;
