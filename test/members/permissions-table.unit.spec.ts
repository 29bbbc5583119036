import { procedureAccess, routeAccess } from '@worldloom/contracts';
import { appRouter } from '../../apps/api/src/app-router';
import { appOpenApiDocument } from '../../apps/api/src/app-openapi';

/** The table cannot go stale: every procedure and every documented route has its rule, and no rule names nothing. */
describe('the permissions table', () => {
  const procedurePaths = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures).sort();
  const operationIds = Object.values(appOpenApiDocument().paths ?? {})
    .flatMap((item) => Object.values(item as Record<string, { operationId?: string }>))
    .map((operation) => operation.operationId)
    .filter((id): id is string => typeof id === 'string')
    .sort();

  it('has one rule for each tRPC procedure of the app router', () => {
    expect(Object.keys(procedureAccess).sort()).toEqual(procedurePaths);
  });

  it('has one rule for each operation of the OpenAPI document', () => {
    expect(Object.keys(routeAccess).sort()).toEqual(operationIds);
  });

  it('gives the owner every world call, and only the owner manages members, invites and world settings', () => {
    const rules = [...Object.entries(procedureAccess), ...Object.entries(routeAccess)];
    for (const [name, rule] of rules) {
      if (rule.scope === 'user') continue;
      expect([name, rule.roles.includes('owner')]).toEqual([name, true]);
    }
    const ownerOnly = rules.filter(([, rule]) => rule.scope !== 'user' && rule.roles.length === 1).map(([name]) => name);
    expect(ownerOnly.sort()).toEqual(
      [
        'world.setReviewMode',
        'world.setBudget',
        'world.setAutoAdvance',
        'usage.getWorldUsage',
        'members.invite',
        'members.invites',
        'members.revokeInvite',
        'members.setRole',
        'members.remove',
        'audit.fork',
        'setReviewMode',
        'setWorldBudget',
        'getWorldUsage',
        'forkWorld',
        'createInvite',
        'revokeInvite',
        'setMemberRole',
        'removeMember',
      ].sort(),
    );
  });
});
