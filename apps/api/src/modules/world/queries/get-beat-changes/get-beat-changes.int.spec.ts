import { randomUUID } from 'node:crypto';
import { type BeatChange, type BeatChangeKind, BeatChange as BeatChangeSchema } from '@worldloom/contracts';
import { type BeatGenerated, worldStreamId } from '@worldloom/domain';
import { z } from 'zod';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { type LivingWorldApp, rpcFailure, type SeededWorld, seededWorld, startLivingWorldApp } from '../../living-world.test-support';
import { toDomainEvent } from '../../world-command.executor';

/** The BeatGenerated events of a world's stream, by beat id. */
async function generatedBeats(app: LivingWorldApp, worldId: string): Promise<Map<string, BeatGenerated['data']>> {
  const stream = await app.testApp.app.get<EventStore>(EVENT_STORE).readStream(worldStreamId(worldId));
  const beats = new Map<string, BeatGenerated['data']>();
  for (const event of stream.map(toDomainEvent)) if (event.type === 'BeatGenerated') beats.set(event.data.beat.beatId, event.data);
  return beats;
}

/** The entity each change of a beat is about (its first), per kind, in the order the event lists them. */
function subjectsOf({ consequences: c }: BeatGenerated['data']): Partial<Record<BeatChangeKind, string[]>> {
  const claims = c.territoryChanges.filter((change) => change.kind === 'claim');
  const releases = c.territoryChanges.filter((change) => change.kind === 'release');
  const subjects: Partial<Record<BeatChangeKind, string[]>> = {
    location_emerged: c.newcomers.locations.map((place) => place.locationId),
    character_emerged: c.newcomers.characters.map((person) => person.characterId),
    character_status: c.characterStatusChanges.map((change) => change.characterId),
    location_status: c.locationStatusChanges.map((change) => change.locationId),
    faction_status: c.factionStatusChanges.map((change) => change.factionId),
    territory_claimed: claims.map((change) => change.factionId),
    territory_released: releases.map((change) => change.factionId),
    stance: c.stanceChanges.map((change) => change.sourceFactionId),
    doctrine: c.doctrines.map((change) => change.factionId),
    leader: c.leaderChanges.map((change) => change.leaderId ?? change.factionId),
    allegiance: c.allegianceChanges.map((change) => change.characterId),
    relationship: c.relationshipChanges.map((change) => change.characterId),
    motivations: c.motivationChanges.map((change) => change.characterId),
    move: c.moves.map((change) => change.characterId),
    character_described: c.characterAmendments.map((change) => change.characterId),
    location_described: c.locationAmendments.map((change) => change.locationId),
    memories: c.memories.length > 0 ? [c.memories[0]!.characterId] : [],
  };
  return Object.fromEntries(Object.entries(subjects).filter(([, list]) => list.length > 0));
}

function listedSubjects(changes: readonly BeatChange[]): Partial<Record<BeatChangeKind, string[]>> {
  const subjects: Partial<Record<BeatChangeKind, string[]>> = {};
  for (const change of changes) {
    const first = change.parts.find((part) => 'entity' in part);
    (subjects[change.kind] ??= []).push(first && 'entity' in first ? first.entity.id : 'none');
  }
  return subjects;
}

describe('world.getBeatChanges', () => {
  let app: LivingWorldApp;
  let mine: SeededWorld;

  beforeAll(async () => {
    app = await startLivingWorldApp();
    mine = await seededWorld(app, app.alice, 'Emberreach', 'A volcanic march of ash lords, smith guilds and river clans at war');
  });

  afterAll(() => app.close());

  it("answers every beat's consequences in plain words, one line per change, each naming its entities as they were then", async () => {
    const arc = await app.alice.trpc.world.createNewArc.mutate({ worldId: mine.world.id, storyIdea: 'The smith guilds march on the river clans' });
    for (let beat = 1; beat <= 8; beat += 1) await app.alice.trpc.world.progressArc.mutate({ worldId: mine.world.id, arcId: arc.id });
    const generated = await generatedBeats(app, mine.world.id);
    const [locations, factions, characters] = await Promise.all([
      app.alice.trpc.location.list.query({ worldId: mine.world.id }),
      app.alice.trpc.faction.list.query({ worldId: mine.world.id }),
      app.alice.trpc.character.list.query({ worldId: mine.world.id }),
    ]);
    const names = new Map([...locations, ...factions, ...characters].map((entity) => [entity.id, entity.name]));
    const kinds = new Set<BeatChangeKind>();
    expect(generated.size).toBe(9);

    for (const [beatId, beat] of generated) {
      const changes = z.array(BeatChangeSchema).parse(await app.alice.trpc.world.getBeatChanges.query({ beatId }));
      expect(listedSubjects(changes)).toEqual(subjectsOf(beat));
      for (const change of changes) {
        kinds.add(change.kind);
        // The words are the parts joined, and each entity is named as the world names it.
        expect(change.parts.map((part) => ('text' in part ? part.text : part.entity.name)).join('')).toBe(change.text);
        for (const part of change.parts) if ('entity' in part) expect(part.entity.name).toBe(names.get(part.entity.id));
      }
    }
    // Eight procedural beats move the world in many ways, and every named character remembers each beat.
    expect(kinds.has('memories')).toBe(true);
    expect(kinds.size).toBeGreaterThanOrEqual(4);
  });

  it('keeps the names of the day: a character renamed later is named as the beat knew them', async () => {
    const state = await app.alice.trpc.world.getWorldState.query({ worldId: mine.world.id });
    const beat = state.currentBeats.at(-1)!;
    const changes = await app.alice.trpc.world.getBeatChanges.query({ beatId: beat.id });
    const named = changes.flatMap((change) => change.parts).find((part) => 'entity' in part && part.entity.kind === 'character');
    if (!named || !('entity' in named)) throw new Error('the beat names no character');
    await app.alice.trpc.character.update.mutate({ id: named.entity.id, name: 'Someone Else Entirely' });
    const again = await app.alice.trpc.world.getBeatChanges.query({ beatId: beat.id });
    expect(again).toEqual(changes);
    expect(JSON.stringify(again)).not.toContain('Someone Else Entirely');
  });

  it("answers NOT_FOUND for another user's or an unknown beat, and BAD_REQUEST for a malformed id", async () => {
    const state = await app.alice.trpc.world.getWorldState.query({ worldId: mine.world.id });
    const beatId = state.currentBeats[0]!.id;
    expect(await rpcFailure(app.bob.trpc.world.getBeatChanges.query({ beatId }))).toMatchObject({ code: 'NOT_FOUND', domainCode: 'BEAT.NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.world.getBeatChanges.query({ beatId: randomUUID() }))).toMatchObject({ code: 'NOT_FOUND', domainCode: 'BEAT.NOT_FOUND' });
    expect(await rpcFailure(app.alice.trpc.world.getBeatChanges.query({ beatId: 'beat-1' }))).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: ['beatId'] })],
    });
  });
});
