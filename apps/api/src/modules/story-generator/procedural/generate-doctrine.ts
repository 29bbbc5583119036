import type { Doctrine, GenerateDoctrineInput } from '@worldloom/contracts';
import { createRng } from './rng';
import { doctrineFor } from './story/doctrine-text';
import type { Theme } from './themes/theme';

/** A faction's creed rewritten for the fortune it has (or is about to have), in the theme's words, with the why. */
export function proceduralDoctrine(input: GenerateDoctrineInput, theme: Theme, variant = 0): Doctrine {
  const faction = input.entities.factions.find((candidate) => candidate.id === input.faction_id);
  if (faction === undefined) throw new RangeError(`No faction ${input.faction_id} in this world`);
  const rng = createRng(`${input.world.id}:doctrine:${faction.name}:${input.status}:${input.reason ?? ''}:${variant}`);
  const words = { value: rng.pick(theme.values), symbol: rng.pick(theme.symbols), trade: rng.pick(theme.trades), peril: rng.pick(theme.perils) };
  const doctrine = doctrineFor(theme, faction, input.status, words, rng);
  const reason = input.reason?.trim().replace(/[.!?]+$/, '');
  return reason ? { ...doctrine, ideology: `${doctrine.ideology} It has not forgotten why: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}.` } : doctrine;
}
