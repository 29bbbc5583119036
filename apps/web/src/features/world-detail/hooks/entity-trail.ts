import type { EntityRef } from './entity-vocabulary';

/**
 * The modals opened one from another (a faction, then a place it holds): the last is shown, the one before
 * is where Back leads. Following a link to an entity already on the trail goes back to it, so the trail
 * never loops.
 */
export function followEntity(trail: readonly EntityRef[], entity: EntityRef): EntityRef[] {
  const at = trail.findIndex((step) => step.kind === entity.kind && step.id === entity.id);
  return at === -1 ? [...trail, entity] : trail.slice(0, at + 1);
}
