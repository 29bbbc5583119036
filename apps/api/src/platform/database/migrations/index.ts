import { EventStore1763700000000 } from './1763700000000-event-store';
import { Worlds1763700000100 } from './1763700000100-worlds';
import { Auth1763700000200 } from './1763700000200-auth';
import { StoryReadModels1763700000300 } from './1763700000300-story-read-models';
import { SeedingJobs1763700000400 } from './1763700000400-seeding-jobs';
import { ApiKeys1763700000500 } from './1763700000500-api-keys';
import { StoryListRows1763700000600 } from './1763700000600-story-list-rows';
import { WorldSnapshots1763700000700 } from './1763700000700-world-snapshots';
import { WorldDetailsCheckpoint1763700000800 } from './1763700000800-world-details-checkpoint';
import { LivingWorldReadModels1763700000900 } from './1763700000900-living-world-read-models';
import { AuthorReview1763700001500 } from './1763700001500-author-review';
import { AuthEmailLinksAndMfa1763700001950 } from './1763700001950-auth-email-links-and-mfa';
import { WorldMembers1763700002000 } from './1763700002000-world-members';
import { PlayerCharacters1763700002100 } from './1763700002100-player-characters';

/** Every migration, in order. A new migration is a new file here; applied ones never change. */
export const migrations = [
  EventStore1763700000000,
  Worlds1763700000100,
  Auth1763700000200,
  StoryReadModels1763700000300,
  SeedingJobs1763700000400,
  ApiKeys1763700000500,
  StoryListRows1763700000600,
  WorldSnapshots1763700000700,
  WorldDetailsCheckpoint1763700000800,
  LivingWorldReadModels1763700000900,
  AuthorReview1763700001500,
  AuthEmailLinksAndMfa1763700001950,
  WorldMembers1763700002000,
  PlayerCharacters1763700002100,
];
