import { createHash } from 'node:crypto';
import { type ExistingWorld, WORLD_STATE_VERSION, worldEventSchemaVersions } from '@worldloom/domain';

/**
 * What a persisted snapshot was made under: the domain's state version and the schema version of every
 * event type (a new upcaster changes what a stored event folds to). A snapshot of another format is
 * ignored, and the state is folded from an older one of this format or from the start.
 */
export const WORLD_SNAPSHOT_FORMAT = `${WORLD_STATE_VERSION}-${createHash('sha256')
  .update(JSON.stringify(Object.entries(worldEventSchemaVersions).sort(([a], [b]) => a.localeCompare(b))))
  .digest('hex')
  .slice(0, 16)}`;

/** The state's maps, the membership's two included (entries in insertion order, which lists use); everything else in it is plain JSON. */
type MapField = 'locations' | 'factions' | 'characters' | 'earlierArcs';
type EntryOf<Field extends MapField> = ExistingWorld[Field] extends ReadonlyMap<string, infer Value> ? [string, Value] : never;
type Membership = ExistingWorld['membership'];
type MembershipMapField = 'members' | 'invites';
type MembershipEntryOf<Field extends MembershipMapField> = Membership[Field] extends ReadonlyMap<string, infer Value> ? [string, Value] : never;
type EncodedMembership = Omit<Membership, MembershipMapField> & { readonly [Field in MembershipMapField]: MembershipEntryOf<Field>[] };
type EncodedWorld = Omit<ExistingWorld, MapField | 'membership'> & { readonly [Field in MapField]: EntryOf<Field>[] } & {
  readonly membership: EncodedMembership;
};

/** A folded world as JSON text: its maps as lists of entries. */
export function encodeWorldState(world: ExistingWorld): string {
  const encoded: EncodedWorld = {
    ...world,
    locations: [...world.locations],
    factions: [...world.factions],
    characters: [...world.characters],
    earlierArcs: [...world.earlierArcs],
    membership: { ...world.membership, members: [...world.membership.members], invites: [...world.membership.invites] },
  };
  return JSON.stringify(encoded);
}

/** The world encodeWorldState wrote. Parsed without a reviver (much faster on megabytes), maps rebuilt after. */
export function decodeWorldState(text: string): ExistingWorld {
  const encoded = JSON.parse(text) as EncodedWorld;
  return {
    ...encoded,
    locations: new Map(encoded.locations),
    factions: new Map(encoded.factions),
    characters: new Map(encoded.characters),
    earlierArcs: new Map(encoded.earlierArcs),
    membership: { ...encoded.membership, members: new Map(encoded.membership.members), invites: new Map(encoded.membership.invites) },
  };
}
