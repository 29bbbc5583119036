import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { useReloadEntities } from './entity-mutations';

/*
 * A faction's changes in the living world. Each touches more than the faction (a claimed place's holder, the
 * rival that lost it, its history lines), so all three lists reload before the change counts as done.
 */

export function useSetStance(worldId: string) {
  const onSuccess = useReloadEntities(worldId);
  return useMutation(trpc.faction.setStance.mutationOptions({ onSuccess }));
}

export function useClaimLocation(worldId: string) {
  const onSuccess = useReloadEntities(worldId);
  return useMutation(trpc.faction.claimLocation.mutationOptions({ onSuccess }));
}

export function useReleaseLocation(worldId: string) {
  const onSuccess = useReloadEntities(worldId);
  return useMutation(trpc.faction.releaseLocation.mutationOptions({ onSuccess }));
}

/** The generator rewrites the faction's doctrine for its new fortune: its ideology and tags change too. */
export function useSetFactionStatus(worldId: string) {
  const onSuccess = useReloadEntities(worldId);
  return useMutation(trpc.faction.setStatus.mutationOptions({ onSuccess }));
}
