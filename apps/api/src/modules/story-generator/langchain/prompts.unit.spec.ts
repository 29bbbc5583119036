import { Tiktoken } from 'js-tiktoken/lite';
import cl100k_base from 'js-tiktoken/ranks/cl100k_base';
import { randomUUID } from 'node:crypto';
import { SAVE_THE_CAT_PURPOSES, type GenerateBeatInput, type StartArcInput } from '@worldloom/contracts';
import { generationEntities, generationEvent, generationWorld } from '../../world/generation/generation-inputs';
import { readPremise } from '../premise/read-premise';
import { PROMPT_TOKEN_BUDGET } from './prompt-budget';
import {
  enrichLocationPrompt,
  evaluateRelationsPrompt,
  generateBeatPrompt,
  generateDoctrinePrompt,
  seedCharactersPrompt,
  seedFactionsPrompt,
  startArcPrompt,
  summarizeArcPrompt,
} from './prompts';
import { type LongHistory, longHistoryWorld, type SmallWorld, smallWorld } from './story-world.test-support';

const cl100k = new Tiktoken(cl100k_base);
const tokensOf = ({ system, human }: { system: string; human: string }) => cl100k.encode(system, [], []).length + cl100k.encode(human, [], []).length;

describe('the beat prompt', () => {
  let small: SmallWorld;
  let input: GenerateBeatInput;
  let human: string;

  beforeAll(() => {
    small = smallWorld();
    input = small.story.beatInput();
    human = generateBeatPrompt(input).human;
  });

  it('carries the arc: its story idea and its premise, cast by name', () => {
    expect(human).toContain('The Ashen Host wants Frosthold before the thaw.');
    expect(human).toContain('the threat is the Ashen Host marches on Frosthold; at stake: the last warm hearths of the north');
    expect(human).toContain('Protagonist: Aldric Vane. Antagonist: Brenna Stormborn. Cast: Aldric Vane, Brenna Stormborn, Mira Stone.');
    expect(human).toContain('Places (the contested one first): Frosthold, Old Keep.');
  });

  it('carries the earlier beats, the beat\'s purpose and the next planned anchor', () => {
    expect(input.beat_index).toBe(2);
    expect(human).toContain('1 "Theme Stated": Mira Stone asks Aldric Vane what the city will pay for his pride.');
    expect(human).toContain('beat_index = 2, beat_name = "Set-Up"');
    expect(human).toContain(`Its purpose: ${SAVE_THE_CAT_PURPOSES[2]}`);
    expect(input.next_anchor?.beat_index).toBe(7);
    expect(human).toContain(`It leads toward the next anchor, beat 7 "Fun and Games": ${input.next_anchor?.description}`);
  });

  it('carries the planned anchor of an anchor beat, and says when no anchor lies ahead', () => {
    const anchored = generateBeatPrompt({
      ...input,
      planned_anchor: { beat_index: 2, beat_name: 'Set-Up', description: 'The keep is retaken.', world_directives: ['Old Keep declines'], emergent_storylines: [] },
      next_anchor: null,
    }).human;
    expect(anchored).toContain('Planned for it when the arc began (refine it with what has happened since): The keep is retaken. Directives: Old Keep declines.');
    expect(anchored).toContain('No anchor lies ahead');
  });

  it('carries every entity with its id and status', () => {
    const { ids } = small;
    expect(human).toContain(`Old Keep [${ids.oldKeep}]: landmark, ruined, in Northreach`);
    expect(human).toContain(`Tomas Reed [${ids.tomas}]: minor, deceased, at Frosthold, no faction`);
    expect(human).toContain(`Sela Quill [${ids.sela}]: minor, missing, at Greywatch, no faction`);
    expect(human).toContain(`Iron Covenant [${ids.covenant}]: kingdom, stable; led by Aldric Vane`);
  });

  it('carries the factions\' stances and territory', () => {
    expect(human).toContain('Iron Covenant [');
    expect(human).toMatch(/Iron Covenant \[[^\n]*holds Frosthold;/);
    expect(human).toMatch(/Ashen Host \[[^\n]*holds Greywatch; hostile toward Iron Covenant \(they burned the granaries\)/);
  });

  it('carries the characters\' traits, motivations, relationships and memories', () => {
    expect(human).toContain('- Aldric Vane: traits stubborn, proud; motivations "hold Frosthold through the winter"; ties rival of Mira Stone (she questioned his command)');
    expect(human).toContain('motivations "take Frosthold before the thaw"');
    expect(human).toContain('Aldric Vane, before the story (importance 0.9, grief): "Aldric buried his brother under the ice of Frosthold."');
    expect(human).toContain('Mira Stone, in the latest beat (importance 0.5, resolve): "I asked Aldric what his pride will cost us."');
  });

  it('carries the events recorded since the last beat', () => {
    expect(human).toContain('World events recorded since the last beat; this beat must answer them:\n- major world_event: A blizzard buries the southern road.');
  });

  it('lists the player actions since the last beat with the character who acted, and asks the beat to answer each', () => {
    expect(human).not.toContain('Player actions since the last beat');
    const played = smallWorld();
    const wren = played.story.addPlayer('Wren Ashdown');
    played.story.playerAction(wren.userId, 'Wren Ashdown rows out to Old Keep');
    const prompt = generateBeatPrompt(played.story.beatInput()).human;
    expect(prompt).toContain('- major world_event: A blizzard buries the southern road.\n- minor player_action by Wren Ashdown: Wren Ashdown rows out to Old Keep');
    expect(prompt).toContain(
      'Player actions since the last beat. This beat must answer each one: name the acting character in the description, and give them a consequence of the action beyond a memory',
    );
    expect(prompt).toContain(`- Wren Ashdown [${wren.characterId}], a player's character, did this: "Wren Ashdown rows out to Old Keep"`);
  });

  it('states the rules the answer must keep', () => {
    expect(human).toContain('names, by their exact names, everyone and everything the beat changes');
    expect(human).toContain('Record every fate the prose tells');
    expect(human).toContain('Every active or retired character the description names gains a memory of this beat');
    expect(human).toContain('0.9-1.0 life-changing');
    expect(human).toContain('The dead stay dead');
    expect(human).toContain('The missing do not act until found');
    expect(human).toContain('At most 2 newcomers');
    expect(human).toContain('Change each entity at most once');
    expect(human).toContain('ruined -> declining|abandoned|lost');
  });

  describe('for a world of 40 locations and 30 characters with a long history', () => {
    let long: LongHistory;
    let longInput: GenerateBeatInput;
    let prompt: { system: string; human: string };
    const memoryLines = (text: string) => text.split('\n').filter((line) => /^- .+ \(importance \d\.\d, /.test(line));

    beforeAll(() => {
      long = longHistoryWorld();
      // One memory that is everything the beat is about, and one that is nothing of it.
      long.story.run('RecordCharacterMemory', {
        characterId: long.characterIds[22] ?? '',
        eventDescription: 'Saw the banners of the Ashen Host on the walls of Frosthold.',
        emotionalImpact: 'horror',
        importance: 1,
      });
      longInput = long.story.beatInput();
      prompt = generateBeatPrompt(longInput);
    });

    it('is a world of that size, with hundreds of memories', () => {
      expect(longInput.entities.locations).toHaveLength(40);
      expect(longInput.entities.characters).toHaveLength(30);
      expect(longInput.previous_beats).toHaveLength(13);
      expect(longInput.entities.characters.flatMap((character) => character.memories).length).toBeGreaterThanOrEqual(300);
    });

    it(`holds the budget of ${PROMPT_TOKEN_BUDGET} tokens (cl100k_base)`, () => {
      expect(PROMPT_TOKEN_BUDGET).toBe(12_000);
      expect(tokensOf(prompt)).toBeLessThanOrEqual(PROMPT_TOKEN_BUDGET);
    });

    it('still carries every entity, every motivation and the next anchor', () => {
      for (const entity of [...longInput.entities.locations, ...longInput.entities.factions, ...longInput.entities.characters]) {
        expect(prompt.human).toContain(`${entity.name} [${entity.id}]`);
      }
      for (const motivation of longInput.entities.characters.flatMap((character) => character.motivations)) expect(prompt.human).toContain(motivation);
      expect(prompt.human).toContain('It leads toward the next anchor, beat 14 "Final Image"');
    });

    it('keeps the most relevant memories when the budget bites', () => {
      const kept = memoryLines(prompt.human);
      expect(kept.length).toBeGreaterThan(40);
      expect(kept.length).toBeLessThan(longInput.entities.characters.flatMap((character) => character.memories).length);
      expect(kept[0]).toContain('Saw the banners of the Ashen Host on the walls of Frosthold.');
      // Kettil, not of the cast, remembers a winter before the story that mattered nothing (importance 0.0).
      expect(longInput.entities.characters[10]?.memories[0]).toMatchObject({ importance: 0, beat_id: null });
      expect(prompt.human).not.toContain(longInput.entities.characters[10]?.memories[0]?.event_description);
    });
  });
});

describe('the arc prompt', () => {
  let small: SmallWorld;
  let input: StartArcInput;

  beforeAll(() => {
    small = smallWorld();
    const state = small.story.state;
    input = {
      world: generationWorld(state),
      story_idea: 'Brenna Stormborn lays siege to Frosthold.',
      entities: generationEntities(state),
      recent_events: (state.currentArc?.eventsSinceLastBeat ?? []).map(generationEvent),
      previous_arcs: [{ story_name: 'The First Thaw', summary: 'The thaw came early and the Iron Covenant grew fat and careless.' }],
    };
  });

  it('hands the model the offline reading of the idea and asks for the premise by ids', () => {
    const { human } = startArcPrompt(input);
    expect(human).toContain('Story idea:\n"Brenna Stormborn lays siege to Frosthold."');
    expect(human).toContain('A first reading of the idea, made offline by keywords');
    expect(human).toContain(readPremise(input).threat);
    expect(human).toContain('premise, by id from the lists above');
    expect(human).toContain('never the deceased or the missing');
  });

  it('follows from how the last arc ended', () => {
    const { human } = startArcPrompt(input);
    expect(human).toContain('"The First Thaw" (the last; the new arc follows from how it ended): The thaw came early');
    expect(human).toContain('the premise follows from how the last one ended');
  });

  it('plans the anchors with their names and purposes', () => {
    const { human } = startArcPrompt(input);
    expect(human).toContain(`0 "Opening Image" (${SAVE_THE_CAT_PURPOSES[0]})`);
    expect(human).toContain('7 "Fun and Games"');
    expect(human).toContain('14 "Final Image"');
  });

  it('carries the characters\' motivations and memories without a story idea too', () => {
    const { human } = startArcPrompt({ ...input, story_idea: null, previous_arcs: [] });
    expect(human).toContain('none; invent one from the world and how its last arc ended.');
    expect(human).toContain('hold Frosthold through the winter');
    expect(human).toContain('Aldric buried his brother under the ice of Frosthold.');
    expect(human).toContain('none; this is the world\'s first story.');
  });

  it('summarises an arc from its beats and premise', () => {
    const state = small.story.state;
    const { human } = summarizeArcPrompt({
      world: input.world,
      arc: { id: randomUUID(), story_name: 'The Long Winter', detailed_description: 'Ice.', story_idea: null, premise: null },
      beats: [{ beat_index: 0, beat_name: 'Opening Image', description: 'Snow falls on Frosthold.' }],
      entities: generationEntities(state),
      recent_events: [],
    });
    expect(human).toContain('0 "Opening Image": Snow falls on Frosthold.');
    expect(human).toContain('Summarise it in one paragraph');
  });
});

describe('the seeding prompts', () => {
  const world = { id: randomUUID(), name: 'Frostmarch', description: 'Frozen northern wastes' };
  const locations = [{ name: 'Frosthold', type: 'city' as const, status: 'stable' as const, description: 'x', tags: [], region: 'Northreach' }];

  it('ask for initial stances and disjoint territory', () => {
    const { human } = seedFactionsPrompt({ world, locations });
    expect(human).toContain('stances: how the factions stand toward each other at the start');
    expect(human).toContain('Never a faction toward itself');
    expect(human).toContain('no location appears in the controlled_locations of two factions');
  });

  it('warn against a leader working for their own faction\'s downfall and against duplicate memories', () => {
    const factions = [{ name: 'Iron Covenant', type: 'kingdom' as const, status: 'stable' as const, ideology: 'Oaths.', controlled_locations: ['Frosthold'] }];
    const { human } = seedCharactersPrompt({ world, locations, factions });
    expect(human).toContain('none of their motivations is to overthrow, destroy, betray or bring down that faction');
    expect(human).toContain('no one remembers the same thing twice');
  });
});

describe('the faction and location prompts', () => {
  let small: SmallWorld;

  beforeAll(() => {
    small = smallWorld();
  });

  const base = () => ({ world: generationWorld(small.story.state), entities: generationEntities(small.story.state) });

  it('rewrite a doctrine for the faction\'s fortune', () => {
    const { human } = generateDoctrinePrompt({ ...base(), faction_id: small.ids.host, status: 'collapsed', reason: 'Brenna fell at Frosthold' });
    expect(human).toContain('Rewrite the doctrine of Ashen Host for its fortune: it is now collapsed, because Brenna fell at Frosthold.');
    expect(human).toContain('Its members: Brenna Stormborn.');
    expect(human).toContain('"Fire cleanses the weak."');
  });

  it('re-evaluate relations from what just happened, asking only for the stances that change', () => {
    const { human } = evaluateRelationsPrompt({ ...base(), beat_context: 'The Iron Covenant burned the Ashen Host\'s camp.', recent_beats: [] });
    expect(human).toContain('The Iron Covenant burned the Ashen Host\'s camp.');
    expect(human).toContain('Answer only the stances that change');
    expect(human).toMatch(/hostile toward Iron Covenant \(they burned the granaries\)/);
  });

  it('enrich a place with who holds it and who lives there', () => {
    const { human } = enrichLocationPrompt({ ...base(), location_id: small.ids.frosthold, world_context: 'The capital of the north.' });
    expect(human).toContain('Describe Frosthold, a thriving city in Northreach; held by Iron Covenant; home to Aldric Vane, Mira Stone, Tomas Reed.');
    expect(human).toContain('"A walled city of black stone."');
    expect(human).toContain('The capital of the north.');
  });

  it('all keep within the token budget', () => {
    const long = longHistoryWorld();
    const world = generationWorld(long.story.state);
    const entities = generationEntities(long.story.state);
    const prompts = [
      generateDoctrinePrompt({ world, entities, faction_id: long.factionIds[0] ?? '', status: 'declining', reason: null }),
      evaluateRelationsPrompt({ world, entities, beat_context: 'war', recent_beats: [] }),
      enrichLocationPrompt({ world, entities, location_id: long.locationIds[7] ?? '', world_context: '' }),
    ];
    for (const prompt of prompts) expect(tokensOf(prompt)).toBeLessThanOrEqual(PROMPT_TOKEN_BUDGET);
  });
});
