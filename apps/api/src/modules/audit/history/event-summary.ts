import {
  assertNever,
  type BeatGenerated,
  type BeatReverted,
  type DraftConsequences,
  type CharacterAllegianceChanged,
  type CharacterMotivationsChanged,
  type CharacterRelationshipChanged,
  type Emergence,
  type ExistingWorld,
  type LocationClaimed,
  type WorldCreated,
  type WorldDomainEvent,
} from '@worldloom/domain';

const MAX_SUMMARY = 200;
const MAX_QUOTE = 80;

/** A user's text inside a one-line summary: on one line, and cut short when long. */
function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `"${line.length > MAX_QUOTE ? `${line.slice(0, MAX_QUOTE - 1)}…` : line}"`;
}

function named(map: ReadonlyMap<string, { readonly name: string }> | undefined, id: string | null, kind: string): string {
  if (id === null) return 'nowhere';
  const entity = map?.get(id);
  return entity ? `${kind} ${quote(entity.name)}` : `${kind} ${id}`;
}

function fields(changes: object): string {
  return Object.keys(changes).join(', ') || 'nothing';
}

function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

function created({ name, origin }: WorldCreated['data']): string {
  if (origin?.kind === 'fork') return `World ${quote(name)} forked from world ${origin.sourceWorldId} at revision ${origin.sourceRevision}`;
  if (origin?.kind === 'import') return `World ${quote(name)} imported from an export of world ${origin.sourceWorldId}`;
  return `World ${quote(name)} created`;
}

/** " of "<arc>"" when the world knows the arc. */
function ofArc(world: ExistingWorld | null, arcId: string): string {
  const arc = world?.currentArc?.arcId === arcId ? world.currentArc : world?.earlierArcs.get(arcId);
  return arc ? ` of ${quote(arc.storyName)}` : '';
}

function added(what: string, world: ExistingWorld | null, emergedIn: Emergence | null): string {
  return emergedIn === null ? `${what} added` : `${what} emerged in beat ${emergedIn.beatIndex}${ofArc(world, emergedIn.arcId)}`;
}

/** The living world's changes of a beat, each kind only when the beat has some (older beats read as before). */
function livingWorldCounts(consequences: BeatGenerated['data']['consequences']): string[] {
  const { newcomers, stanceChanges, territoryChanges, doctrines, leaderChanges } = consequences;
  const { motivationChanges, allegianceChanges, characterAmendments, relationshipChanges, locationAmendments } = consequences;
  const counts: [count: number, noun: string, nouns?: string][] = [
    [newcomers.locations.length + newcomers.characters.length, 'newcomer'],
    [stanceChanges.length + territoryChanges.length + doctrines.length + leaderChanges.length, 'faction change'],
    [motivationChanges.length + allegianceChanges.length + characterAmendments.length + relationshipChanges.length, 'character change'],
    [locationAmendments.length, 'place described anew', 'places described anew'],
  ];
  return counts.flatMap(([count, noun, nouns]) => (count === 0 ? [] : [plural(count, noun, nouns)]));
}

function beat(world: ExistingWorld | null, { arcId, beat, consequences }: BeatGenerated['data']): string {
  const counts = [
    plural(
      consequences.locationStatusChanges.length + consequences.factionStatusChanges.length + consequences.characterStatusChanges.length,
      'status change',
    ),
    plural(consequences.moves.length, 'move'),
    plural(consequences.memories.length, 'memory', 'memories'),
    plural(consequences.locationHistory.length + consequences.factionHistory.length + consequences.characterHistory.length, 'history line'),
    ...livingWorldCounts(consequences),
  ];
  return `Beat ${beat.index} ${quote(beat.name)}${ofArc(world, arcId)} (${beat.beatType}): ${counts.join(', ')}`;
}

/** ": "<reason>"" when there is one. */
function because(reason: string | null): string {
  return reason === null ? '' : `: ${quote(reason)}`;
}

/** How a summary names the world's things: by the names they had just before the event. */
interface Names {
  location(id: string | null): string;
  faction(id: string): string;
  character(id: string): string;
}

function namesIn(world: ExistingWorld | null): Names {
  return {
    location: (id) => named(world?.locations, id, 'Location'),
    faction: (id) => named(world?.factions, id, 'Faction'),
    character: (id) => named(world?.characters, id, 'Character'),
  };
}

function claimed({ factionId, locationId, method, previousFactionId, reason }: LocationClaimed['data'], names: Names): string {
  const from = previousFactionId === null ? '' : ` from ${names.faction(previousFactionId)}`;
  return `${names.faction(factionId)} took ${names.location(locationId)} by ${method}${from}${because(reason)}`;
}

function motivationsChanged({ characterId, added, dropped, reason }: CharacterMotivationsChanged['data'], names: Names): string {
  const list = (texts: readonly string[]) => texts.map(quote).join(', ');
  const changes = [...(added.length > 0 ? [`took up ${list(added)}`] : []), ...(dropped.length > 0 ? [`gave up ${list(dropped)}`] : [])];
  return `${names.character(characterId)} ${changes.join(' and ')}${because(reason)}`;
}

function allegianceChanged({ characterId, change, fromFactionId, toFactionId, reason }: CharacterAllegianceChanged['data'], names: Names): string {
  const faction = (id: string | null) => (id === null ? 'no faction' : names.faction(id));
  const text = {
    join: `joined ${faction(toFactionId)}`,
    leave: `left ${faction(fromFactionId)}`,
    defect: `defected from ${faction(fromFactionId)} to ${faction(toFactionId)}`,
    holdout: `held out in the fallen ${faction(fromFactionId)}`,
  }[change];
  return `${names.character(characterId)} ${text}${because(reason)}`;
}

/** A tie begun, changed or ended (an end may come without a note). */
function relationshipChanged({ characterId, otherCharacterId, previousKind, kind, note }: CharacterRelationshipChanged['data'], names: Names): string {
  const [one, other] = [names.character(characterId), names.character(otherCharacterId)];
  const why = because(note.trim() === '' ? null : note);
  if (kind === null) return `${one} no longer ${previousKind === null ? 'tied to' : `${previousKind} of`} ${other}${why}`;
  return `${one} now ${kind} of ${other}${previousKind === null ? '' : ` (was ${previousKind})`}${why}`;
}

/** How many changes a draft proposes, newcomers included. */
function proposedChanges({ newcomers, ...lists }: DraftConsequences): string {
  const count = Object.values(lists).reduce((total, list: readonly unknown[]) => total + list.length, newcomers.locations.length + newcomers.characters.length);
  return plural(count, 'change');
}

/** The index of the draft that waits in the arc, as the world knew it just before. */
function draftIndex(world: ExistingWorld | null, arcId: string, draftId: string): string {
  const arc = world?.currentArc?.arcId === arcId ? world.currentArc : null;
  return arc?.draft?.draftId === draftId ? `beat ${arc.draft.beat.index}` : 'a beat';
}

function reverted(world: ExistingWorld | null, { arcId, beatIndex, beatName, restoredBeatIndex, kept }: BeatReverted['data']): string {
  const keptText = kept.length === 0 ? '' : `; ${plural(kept.length, 'later edit')} kept`;
  return `Beat ${beatIndex} ${quote(beatName)}${ofArc(world, arcId)} reverted: beat ${restoredBeatIndex} is current again${keptText}`;
}

/** One line saying what an event changed, with the names the world had just before it. */
export function summarize(event: WorldDomainEvent, before: ExistingWorld | null): string {
  const text = describe(event, before);
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}

function describe(event: WorldDomainEvent, world: ExistingWorld | null): string {
  const names = namesIn(world);
  const { location, faction, character } = names;
  switch (event.type) {
    case 'WorldCreated':
      return created(event.data);
    case 'WorldSeedingRequested':
      return 'Seeding requested';
    case 'WorldSeedingPhaseRecorded':
      return `Seeding phase ${event.data.phase} recorded: ${plural(event.data.entityIds.length, 'entity', 'entities')}`;
    case 'WorldSeeded': {
      const { locationCount, factionCount, characterCount } = event.data;
      return `World seeded with ${plural(locationCount, 'location')}, ${plural(factionCount, 'faction')} and ${plural(characterCount, 'character')}`;
    }
    case 'WorldSeedingFailed':
      return `Seeding failed: ${quote(event.data.reason)}`;
    case 'LocationAdded':
      return added(`Location ${quote(event.data.name)} (${event.data.type}, ${event.data.status})`, world, event.data.emergedIn);
    case 'LocationUpdated':
      return `${location(event.data.locationId)} updated: ${fields(event.data.changes)}`;
    case 'LocationStatusChanged':
      return `${location(event.data.locationId)} went from ${event.data.previousStatus} to ${event.data.status}`;
    case 'LocationHistoryRecorded':
      return `${location(event.data.locationId)} history: ${quote(event.data.historicalEvent.event)}`;
    case 'LocationDescriptionAmended':
      return `${location(event.data.locationId)} described anew: ${quote(event.data.description)}`;
    case 'LocationRemoved':
      return `${location(event.data.locationId)} removed`;
    case 'FactionAdded':
      return `Faction ${quote(event.data.name)} (${event.data.type}, ${event.data.status}) added`;
    case 'FactionUpdated':
      return `${faction(event.data.factionId)} updated: ${fields(event.data.changes)}`;
    case 'FactionStatusChanged':
      return `${faction(event.data.factionId)} went from ${event.data.previousStatus} to ${event.data.status}${because(event.data.reason)}`;
    case 'FactionHistoryRecorded':
      return `${faction(event.data.factionId)} history: ${quote(event.data.historicalEvent.event)}`;
    case 'FactionRemoved':
      return `${faction(event.data.factionId)} removed`;
    case 'FactionStanceChanged': {
      const { sourceFactionId, targetFactionId, previousStance, stance, reason } = event.data;
      return `${faction(sourceFactionId)} now ${stance} toward ${faction(targetFactionId)} (was ${previousStance})${because(reason)}`;
    }
    case 'LocationClaimed':
      return claimed(event.data, names);
    case 'LocationReleased':
      return `${faction(event.data.factionId)} let ${location(event.data.locationId)} go${because(event.data.reason)}`;
    case 'FactionDoctrineRewritten':
      return `${faction(event.data.factionId)} rewrote its doctrine to ${quote(event.data.ideology)}${because(event.data.reason)}`;
    case 'CharacterAdded':
      return added(`Character ${quote(event.data.name)} (${event.data.type}, ${event.data.storyRole})`, world, event.data.emergedIn);
    case 'CharacterUpdated':
      return `${character(event.data.characterId)} updated: ${fields(event.data.changes)}`;
    case 'CharacterStatusChanged':
      return `${character(event.data.characterId)} went from ${event.data.previousStatus} to ${event.data.status}`;
    case 'CharacterMoved':
      return `${character(event.data.characterId)} moved from ${location(event.data.fromLocationId)} to ${location(event.data.toLocationId)}`;
    case 'CharacterMemoryRecorded':
      return `${character(event.data.characterId)} remembers ${quote(event.data.memory.eventDescription)}`;
    case 'CharacterMotivationsChanged':
      return motivationsChanged(event.data, names);
    case 'CharacterAllegianceChanged':
      return allegianceChanged(event.data, names);
    case 'CharacterProfileAmended':
      return `${character(event.data.characterId)} seen anew (${fields(event.data.changes)})${because(event.data.reason)}`;
    case 'CharacterRelationshipChanged':
      return relationshipChanged(event.data, names);
    case 'CharacterHistoryRecorded':
      return `${character(event.data.characterId)} history: ${quote(event.data.historicalEvent.event)}`;
    case 'CharacterRemoved':
      return `${character(event.data.characterId)} removed`;
    case 'ArcStarted': {
      const { storyName, premise } = event.data;
      return `Arc ${quote(storyName)} started${premise === null ? '' : `: ${quote(premise.threat)}`}`;
    }
    case 'BeatGenerated':
      return beat(world, event.data);
    case 'ArcCompleted': {
      const arc = world?.currentArc?.arcId === event.data.arcId ? world.currentArc : null;
      return `Arc ${arc ? quote(arc.storyName) : event.data.arcId} completed`;
    }
    case 'WorldEventRecorded':
      return `World event (${event.data.eventType}, ${event.data.impactLevel}) at beat ${event.data.beatIndex}: ${quote(event.data.description)}`;
    case 'WorldReviewModeSet':
      return `Review mode turned ${event.data.enabled ? 'on: beats are drafted for the author' : 'off'}`;
    case 'WorldBudgetSet':
      return event.data.monthlyBudgetUsd === null
        ? "Monthly budget cleared: the server's default applies"
        : `Monthly budget set to $${event.data.monthlyBudgetUsd.toFixed(2)}`;
    case 'BeatDrafted': {
      const { beat, replacesDraftId, arcId } = event.data;
      const again = replacesDraftId === null ? 'drafted' : 'drafted anew';
      return `Beat ${beat.index} ${quote(beat.name)}${ofArc(world, arcId)} ${again} for review: ${proposedChanges(beat.consequences)} proposed`;
    }
    case 'BeatDraftEdited':
      return `Draft of beat ${event.data.beat.index} edited: ${proposedChanges(event.data.beat.consequences)} proposed`;
    case 'BeatDraftAccepted':
      return `Draft of ${draftIndex(world, event.data.arcId, event.data.draftId)} accepted`;
    case 'BeatDraftDiscarded': {
      const what = `Draft of ${draftIndex(world, event.data.arcId, event.data.draftId)}`;
      return event.data.reason === 'regenerated' ? `${what} set aside for a new one` : `${what} discarded`;
    }
    case 'BeatReverted':
      return reverted(world, event.data);
    case 'InviteCreated': {
      const { role, maxUses, expiresAt } = event.data;
      const limits = [maxUses === null ? null : plural(maxUses, 'use'), expiresAt === null ? null : `until ${expiresAt}`].filter(Boolean);
      return `Invite made for a ${role}${limits.length > 0 ? ` (${limits.join(', ')})` : ''}`;
    }
    case 'InviteRevoked':
      return 'Invite revoked';
    case 'MemberJoined':
      return `A ${event.data.role} joined`;
    case 'MemberRoleChanged':
      return `A ${event.data.previousRole} became a ${event.data.role}`;
    case 'MemberRemoved':
      return 'A member was removed';
    case 'MemberLeft':
      return 'A member left';
    case 'PlayerCharacterBound':
      return `${character(event.data.characterId)} is now played by a player`;
    case 'WorldAutoAdvanceSet':
      return `Auto-advance turned ${event.data.enabled ? 'on: the arc moves on once every player has acted' : 'off'}`;
    default:
      return assertNever(event);
  }
}
