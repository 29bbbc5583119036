import type { WorldEventType } from '@worldloom/domain';
import { livingWorld } from '../stream/living-world.test-support';
import { longWorld } from '../stream/long-world.test-support';
import { eventPayloadSchemas } from './event-payload.schemas';

const living = livingWorld();
const long = longWorld({ events: 700, everyKind: true });
/** Every event both worlds hold, as an export file carries it: through JSON. */
const decided = [...living.events, ...long.events].map(({ type, data }) => ({ type: type as WorldEventType, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown> }));

function first(type: WorldEventType, where: (data: Record<string, unknown>) => boolean = () => true): Record<string, unknown> {
  const found = decided.find((event) => event.type === type && where(event.data));
  if (!found) throw new Error(`No ${type} in the worlds`);
  return found.data;
}

/** The first issue's path and message when `data` is refused as `type`, or null when it is accepted. */
function refusal(type: WorldEventType, data: unknown): { path: string; message: string } | null {
  const parsed = eventPayloadSchemas[type].safeParse(data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

/** The living world's event types, and those it gave a new version. */
const LIVING_WORLD_TYPES: readonly WorldEventType[] = [
  'FactionStanceChanged',
  'LocationClaimed',
  'LocationReleased',
  'FactionDoctrineRewritten',
  'LocationDescriptionAmended',
  'CharacterMotivationsChanged',
  'CharacterAllegianceChanged',
  'CharacterProfileAmended',
  'CharacterRelationshipChanged',
  'CharacterHistoryRecorded',
  'LocationAdded',
  'CharacterAdded',
  'FactionStatusChanged',
  'ArcStarted',
  'BeatGenerated',
];

const beat = (where: (consequences: Record<string, unknown[]>) => boolean) =>
  first('BeatGenerated', (data) => where(data.consequences as Record<string, unknown[]>));
const withConsequences = (data: Record<string, unknown>, changes: Record<string, unknown>) => ({
  ...data,
  consequences: { ...(data.consequences as object), ...changes },
});

describe('event payload schemas: an import takes what the decider writes and refuses what it never would', () => {
  it('accepts every event the decider made in a living world and a long one, of every living-world type', () => {
    const refused = decided.flatMap(({ type, data }) => {
      const found = refusal(type, data);
      return found ? [{ type, ...found }] : [];
    });
    expect(refused).toEqual([]);
    expect([...new Set(decided.map(({ type }) => type))]).toEqual(expect.arrayContaining([...LIVING_WORLD_TYPES]));
  });

  it('accepts a beat with every living-world consequence, and newcomers named in the beat', () => {
    const fallOfHaven = beat((consequences) => consequences.leaderChanges!.length > 0);
    expect(fallOfHaven.consequences).toMatchObject({
      newcomers: { locations: [expect.objectContaining({ name: 'Saltmere' })], characters: [expect.objectContaining({ name: 'Cass Vey' })] },
      stanceChanges: [expect.anything()],
      territoryChanges: [expect.objectContaining({ kind: 'claim', method: 'conquest' })],
      doctrines: [expect.anything()],
      motivationChanges: [expect.anything()],
      allegianceChanges: [expect.objectContaining({ change: 'join' })],
      characterAmendments: [expect.anything()],
      locationAmendments: [expect.anything()],
      relationshipChanges: [expect.objectContaining({ kind: 'ally' })],
    });
    expect(refusal('BeatGenerated', fallOfHaven)).toBeNull();
  });

  it('refuses ids that are not UUIDs and words outside the vocabularies', () => {
    const stance = first('FactionStanceChanged');
    expect(refusal('FactionStanceChanged', { ...stance, sourceFactionId: 'fac-1' })).toEqual({ path: 'sourceFactionId', message: 'Invalid UUID' });
    expect(refusal('FactionStanceChanged', { ...stance, stance: 'friendly' })?.path).toBe('stance');
    expect(refusal('LocationClaimed', { ...first('LocationClaimed'), method: 'marriage' })?.path).toBe('method');
    expect(refusal('CharacterAllegianceChanged', { ...first('CharacterAllegianceChanged'), change: 'betray' })?.path).toBe('change');
    expect(refusal('CharacterRelationshipChanged', { ...first('CharacterRelationshipChanged'), kind: 'lover' })?.path).toBe('kind');
    expect(refusal('LocationAdded', { ...first('LocationAdded'), emergedIn: { arcId: 'arc', beatId: living.arcId, beatIndex: 1 } })?.path).toBe('emergedIn.arcId');
    expect(refusal('CharacterAdded', { ...first('CharacterAdded'), emergedIn: { arcId: living.arcId, beatId: living.arcId, beatIndex: 15 } })?.path).toBe(
      'emergedIn.beatIndex',
    );
    expect(refusal('CharacterHistoryRecorded', { ...first('CharacterHistoryRecorded'), historicalEvent: { timestamp: 'yesterday', event: 'x' } })?.path).toBe(
      'historicalEvent.timestamp',
    );
  });

  it('refuses the stances, claims and doctrines the decider never writes', () => {
    const stance = first('FactionStanceChanged');
    expect(refusal('FactionStanceChanged', { ...stance, targetFactionId: stance.sourceFactionId })?.message).toBe('A faction has no stance toward itself');
    expect(refusal('FactionStanceChanged', { ...stance, previousStance: stance.stance })?.message).toBe('The stance does not change');
    expect(refusal('FactionStanceChanged', { ...stance, reason: '  ' })).toEqual({ path: 'reason', message: 'May not be blank' });
    const claim = first('LocationClaimed');
    expect(refusal('LocationClaimed', { ...claim, previousFactionId: claim.factionId })?.message).toBe('A faction does not take a place it holds');
    expect(refusal('LocationReleased', { ...first('LocationReleased'), reason: '' })?.path).toBe('reason');
    expect(refusal('FactionDoctrineRewritten', { ...first('FactionDoctrineRewritten'), ideology: ' ' })?.path).toBe('ideology');
    expect(refusal('FactionStatusChanged', { ...first('FactionStatusChanged'), reason: '' })?.path).toBe('reason');
    expect(refusal('FactionStatusChanged', { ...first('FactionStatusChanged'), reason: undefined })?.path).toBe('reason');
  });

  it('refuses the characters’ and places’ changes the decider never writes', () => {
    const allegiance = first('CharacterAllegianceChanged');
    expect(refusal('CharacterAllegianceChanged', { ...allegiance, fromFactionId: allegiance.toFactionId })?.message).toBe(
      'The change does not fit the factions it goes from and to',
    );
    const motivations = first('CharacterMotivationsChanged');
    expect(refusal('CharacterMotivationsChanged', { ...motivations, added: [], dropped: [] })?.message).toBe(
      'A change of motivations takes one up or gives one up',
    );
    expect(refusal('CharacterMotivationsChanged', { ...motivations, added: [' rule Saltmere'] })?.path).toBe('added.0');
    const relationship = first('CharacterRelationshipChanged');
    expect(refusal('CharacterRelationshipChanged', { ...relationship, otherCharacterId: relationship.characterId })?.message).toBe(
      'A character has no relationship with themself',
    );
    expect(refusal('CharacterRelationshipChanged', { ...relationship, previousKind: relationship.kind })?.message).toBe('The relationship does not change');
    expect(refusal('CharacterRelationshipChanged', { ...relationship, note: ' ' })?.message).toBe('A relationship needs a short note');
    expect(refusal('CharacterProfileAmended', { ...first('CharacterProfileAmended'), changes: {} })?.message).toBe(
      'An amendment gives a new description or background',
    );
    expect(refusal('LocationDescriptionAmended', { ...first('LocationDescriptionAmended'), description: '' })?.path).toBe('description');
  });

  it('refuses a beat whose living-world consequences the decider would not have made', () => {
    const fallOfHaven = beat((consequences) => consequences.leaderChanges!.length > 0);
    const { newcomers, leaderChanges, territoryChanges } = fallOfHaven.consequences as {
      newcomers: { locations: Record<string, unknown>[]; characters: Record<string, unknown>[] };
      leaderChanges: { leaderId: string }[];
      territoryChanges: object[];
    };
    const [place] = newcomers.locations;
    const [person] = newcomers.characters;
    const tooMany = { locations: [place, { ...place, locationId: living.ids.westwatch }], characters: [person] };
    expect(refusal('BeatGenerated', withConsequences(fallOfHaven, { newcomers: tooMany }))).toEqual({
      path: 'consequences.newcomers',
      message: 'A beat brings in at most 2 newcomers',
    });
    const unplaced = { ...newcomers, locations: [{ ...place, relativeX: null }] };
    expect(refusal('BeatGenerated', withConsequences(fallOfHaven, { newcomers: unplaced }))?.path).toBe('consequences.newcomers.locations.0');
    const missing = { ...newcomers, characters: [{ ...person, status: 'missing' }] };
    expect(refusal('BeatGenerated', withConsequences(fallOfHaven, { newcomers: missing }))?.path).toBe('consequences.newcomers.characters.0.status');
    const sameLeader = leaderChanges.map((change) => ({ ...change, previousLeaderId: change.leaderId }));
    expect(refusal('BeatGenerated', withConsequences(fallOfHaven, { leaderChanges: sameLeader }))?.message).toBe('The leader does not change');
    const bartered = territoryChanges.map((change) => ({ ...change, kind: 'barter' }));
    expect(refusal('BeatGenerated', withConsequences(fallOfHaven, { territoryChanges: bartered }))?.path).toBe('consequences.territoryChanges.0.kind');
    expect(refusal('BeatGenerated', withConsequences(fallOfHaven, { characterHistory: undefined }))?.path).toBe('consequences.characterHistory');
  });

  it('refuses an arc premise without its threat, or naming someone twice', () => {
    const started = first('ArcStarted', (data) => data.premise !== null);
    const premise = started.premise as { threat: string; characterIds: string[] };
    expect(refusal('ArcStarted', started)).toBeNull();
    expect(refusal('ArcStarted', { ...started, premise: { ...premise, threat: ' ' } })?.path).toBe('premise.threat');
    expect(refusal('ArcStarted', { ...started, premise: { ...premise, characterIds: [...premise.characterIds, premise.characterIds[0]] } })?.message).toBe(
      'An id is listed twice',
    );
    expect(refusal('ArcStarted', { ...started, premise: undefined })?.path).toBe('premise');
  });
});
