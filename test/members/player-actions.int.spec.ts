import { Beat, type BeatChange } from '@worldloom/contracts';
import { signUpUser, type SignedInUser, startTestApp, type TestApp } from '../support/test-app';

/** Whether a change of the beat is about the character (beyond the memories every witness gains). */
const changesCharacter = (change: BeatChange, characterId: string) =>
  change.kind !== 'memories' && change.parts.some((part) => 'entity' in part && part.entity.id === characterId);

describe('the next beat answers every player action, through the real API (issue 20 item 3)', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let players: SignedInUser[];

  beforeAll(async () => {
    testApp = await startTestApp();
    [owner, ...players] = await Promise.all([signUpUser(testApp.url), signUpUser(testApp.url), signUpUser(testApp.url)]);
  });

  afterAll(() => testApp.close());

  it('names each player’s character in the beat the owner progresses to, and changes each of them', async () => {
    const worldId = (await owner.trpc.world.create.mutate({ name: 'Saltmere', description: 'A harbour town of fishers and smugglers' })).id;
    await owner.trpc.world.seedWorld.mutate({ worldId });
    for (let attempt = 0; attempt < 200 && (await owner.trpc.character.list.query({ worldId })).length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const arc = await owner.trpc.world.createNewArc.mutate({ worldId, storyIdea: 'The tide does not come back' });
    const places = (await owner.trpc.location.list.query({ worldId })).filter((location) => location.type !== 'region' && location.status !== 'lost');

    const heroes = await Promise.all(
      [
        { name: 'Wren Ashdown', action: `Wren Ashdown rows out to ${places[0]!.name} to see what the tide left` },
        { name: 'Kell Marrow', action: 'Kell Marrow shares the last of the bread with the dock children' },
      ].map(async ({ name, action }, index) => {
        const player = players[index]!;
        const invite = await owner.trpc.members.invite.mutate({ worldId, role: 'player' });
        await player.trpc.members.join.mutate({ token: invite.token });
        const character = await player.trpc.character.create.mutate({ world_id: worldId, name, type: 'player', story_role: 'major' });
        const recorded = await player.trpc.world.recordWorldEvent.mutate({ world_id: worldId, event_type: 'player_action', description: action });
        expect(recorded).toMatchObject({ event_type: 'player_action', character_id: character.id });
        return { player, character };
      }),
    );

    const beat = Beat.parse(await owner.trpc.world.progressArc.mutate({ worldId, arcId: arc.id }));
    expect(beat.beat_index).toBe(1);
    for (const { player, character } of heroes) {
      expect(beat.description).toContain(character.name);
      // Every member who reads the world sees the same "What changed" list, the player included.
      const changes = await player.trpc.world.getBeatChanges.query({ beatId: beat.id });
      expect(changes.filter((change) => changesCharacter(change, character.id)).length).toBeGreaterThan(0);
    }
    const wren = (await owner.trpc.character.get.query({ id: heroes[0]!.character.id }));
    expect(wren.location_id).toBe(places[0]!.id);
  });
});
