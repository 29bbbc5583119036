import { EventStore1763700000000 } from './1763700000000-event-store';
import { Worlds1763700000100 } from './1763700000100-worlds';
import { Auth1763700000200 } from './1763700000200-auth';

/** Every migration, in order. A new migration is a new file here; applied ones never change. */
export const migrations = [EventStore1763700000000, Worlds1763700000100, Auth1763700000200];
