import type { DomainCommand } from '../shared/decider';
import type { ArcCommand } from './arc/arc.commands';
import type { DiplomacyCommand } from './diplomacy/diplomacy.commands';
import type { CharacterCommand } from './entities/character.commands';
import type { FactionCommand } from './entities/faction.commands';
import type { LocationCommand } from './entities/location.commands';
import type { DraftCommand } from './drafts/draft.commands';
import type { RevertCommand } from './revert/revert.commands';
import type { SeedingCommand } from './seeding/seeding.commands';
import type { MembersCommand } from './members/members.commands';
import type { SettingsCommand } from './settings/settings.commands';

export type CreateWorld = DomainCommand<'CreateWorld', { worldId: string; name: string; description: string }>;

/** Every command of the world decider; all but CreateWorld need the actor to own the world. */
export type WorldCommand =
  | CreateWorld
  | SeedingCommand
  | LocationCommand
  | FactionCommand
  | CharacterCommand
  | DiplomacyCommand
  | ArcCommand
  | SettingsCommand
  | DraftCommand
  | RevertCommand
  | MembersCommand;
export type WorldCommandType = WorldCommand['type'];
