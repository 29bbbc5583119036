import { assertNever, type BeatGenerated, type ExistingWorld, type WorldCreated, type WorldDomainEvent } from '@worldloom/domain';

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

function beat(world: ExistingWorld | null, { arcId, beat, consequences }: BeatGenerated['data']): string {
  const arc = world?.currentArc?.arcId === arcId ? world.currentArc : world?.earlierArcs.get(arcId);
  const counts = [
    plural(
      consequences.locationStatusChanges.length + consequences.factionStatusChanges.length + consequences.characterStatusChanges.length,
      'status change',
    ),
    plural(consequences.moves.length, 'move'),
    plural(consequences.memories.length, 'memory', 'memories'),
    plural(consequences.locationHistory.length + consequences.factionHistory.length, 'history line'),
  ];
  const of = arc ? ` of ${quote(arc.storyName)}` : '';
  return `Beat ${beat.index} ${quote(beat.name)}${of} (${beat.beatType}): ${counts.join(', ')}`;
}

/** One line saying what an event changed, with the names the world had just before it. */
export function summarize(event: WorldDomainEvent, before: ExistingWorld | null): string {
  const text = describe(event, before);
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}

function describe(event: WorldDomainEvent, world: ExistingWorld | null): string {
  const location = (id: string | null) => named(world?.locations, id, 'Location');
  const faction = (id: string) => named(world?.factions, id, 'Faction');
  const character = (id: string) => named(world?.characters, id, 'Character');
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
      return `Location ${quote(event.data.name)} (${event.data.type}, ${event.data.status}) added`;
    case 'LocationUpdated':
      return `${location(event.data.locationId)} updated: ${fields(event.data.changes)}`;
    case 'LocationStatusChanged':
      return `${location(event.data.locationId)} went from ${event.data.previousStatus} to ${event.data.status}`;
    case 'LocationHistoryRecorded':
      return `${location(event.data.locationId)} history: ${quote(event.data.historicalEvent.event)}`;
    case 'LocationRemoved':
      return `${location(event.data.locationId)} removed`;
    case 'FactionAdded':
      return `Faction ${quote(event.data.name)} (${event.data.type}, ${event.data.status}) added`;
    case 'FactionUpdated':
      return `${faction(event.data.factionId)} updated: ${fields(event.data.changes)}`;
    case 'FactionStatusChanged':
      return `${faction(event.data.factionId)} went from ${event.data.previousStatus} to ${event.data.status}`;
    case 'FactionHistoryRecorded':
      return `${faction(event.data.factionId)} history: ${quote(event.data.historicalEvent.event)}`;
    case 'FactionRemoved':
      return `${faction(event.data.factionId)} removed`;
    case 'CharacterAdded':
      return `Character ${quote(event.data.name)} (${event.data.type}, ${event.data.storyRole}) added`;
    case 'CharacterUpdated':
      return `${character(event.data.characterId)} updated: ${fields(event.data.changes)}`;
    case 'CharacterStatusChanged':
      return `${character(event.data.characterId)} went from ${event.data.previousStatus} to ${event.data.status}`;
    case 'CharacterMoved':
      return `${character(event.data.characterId)} moved from ${location(event.data.fromLocationId)} to ${location(event.data.toLocationId)}`;
    case 'CharacterMemoryRecorded':
      return `${character(event.data.characterId)} remembers ${quote(event.data.memory.eventDescription)}`;
    case 'CharacterRemoved':
      return `${character(event.data.characterId)} removed`;
    case 'ArcStarted':
      return `Arc ${quote(event.data.storyName)} started`;
    case 'BeatGenerated':
      return beat(world, event.data);
    case 'ArcCompleted': {
      const arc = world?.currentArc?.arcId === event.data.arcId ? world.currentArc : null;
      return `Arc ${arc ? quote(arc.storyName) : event.data.arcId} completed`;
    }
    case 'WorldEventRecorded':
      return `World event (${event.data.eventType}, ${event.data.impactLevel}) at beat ${event.data.beatIndex}: ${quote(event.data.description)}`;
    default:
      return assertNever(event);
  }
}
