import type { ClaimMethod, FactionStance } from '@worldloom/contracts';
import type { DomainEvent } from '../../shared/decider';

/** One faction's stance toward another changed (an ordered pair); a history line on the source follows. */
export type FactionStanceChanged = DomainEvent<
  'FactionStanceChanged',
  {
    sourceFactionId: string;
    targetFactionId: string;
    previousStance: FactionStance;
    stance: FactionStance;
    reason: string;
    changedAt: string;
    beatId: string | null;
  }
>;

/**
 * A faction took a location, by conquest or by treaty, from its former master if it had one (no location
 * has two masters). History lines on the location, the claimant and the former master follow.
 */
export type LocationClaimed = DomainEvent<
  'LocationClaimed',
  {
    factionId: string;
    locationId: string;
    method: ClaimMethod;
    previousFactionId: string | null;
    reason: string;
    claimedAt: string;
    beatId: string | null;
  }
>;

/** A faction let a location go; it has no master afterwards. History lines on both follow. */
export type LocationReleased = DomainEvent<
  'LocationReleased',
  { factionId: string; locationId: string; reason: string; releasedAt: string; beatId: string | null }
>;

/** A faction's ideology and tags, rewritten to fit its fortune (the generator writes it; provenance in metadata). */
export type FactionDoctrineRewritten = DomainEvent<
  'FactionDoctrineRewritten',
  {
    factionId: string;
    previousIdeology: string;
    ideology: string;
    previousTags: string[];
    tags: string[];
    reason: string | null;
    rewrittenAt: string;
    beatId: string | null;
  }
>;

export type DiplomacyEvent = FactionStanceChanged | LocationClaimed | LocationReleased | FactionDoctrineRewritten;
