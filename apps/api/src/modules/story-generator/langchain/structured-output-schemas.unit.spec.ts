import { toJsonSchema } from '@langchain/core/utils/json_schema';
import {
  ArcSummary,
  Doctrine,
  generatedBeatFor,
  LocationEnrichment,
  RelationsEvaluation,
  seedCharactersOutputFor,
  seedFactionsOutputFor,
  SeedLocationsOutput,
  StartArcOutput,
} from '@worldloom/contracts';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; additionalProperties?: unknown; items?: JsonSchema; anyOf?: JsonSchema[] };

/** Objects whose JSON Schema OpenAI's strict structured outputs would refuse: every property required, no extras. */
function nonStrictObjects(schema: JsonSchema, path = '$'): string[] {
  const own =
    schema.properties === undefined
      ? []
      : [
          ...(schema.additionalProperties === false ? [] : [`${path}: allows additional properties`]),
          ...Object.keys(schema.properties).filter((key) => !schema.required?.includes(key)).map((key) => `${path}.${key}: optional`),
        ];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => nonStrictObjects(child, `${path}.${key}`)),
    ...(schema.items === undefined ? [] : nonStrictObjects(schema.items, `${path}[]`)),
    ...(schema.anyOf ?? []).flatMap((option) => nonStrictObjects(option, path)),
  ];
  return [...own, ...nested];
}

describe('structured output schemas', () => {
  it.each([
    ['seed_locations', SeedLocationsOutput],
    ['seed_factions', seedFactionsOutputFor({ locations: [] })],
    ['seed_characters', seedCharactersOutputFor({ locations: [], factions: [] })],
    ['start_arc', StartArcOutput],
    ['generate_beat', generatedBeatFor({ beat_index: 0 })],
    ['summarize_arc', ArcSummary],
    ['generate_doctrine', Doctrine],
    ['evaluate_relations', RelationsEvaluation],
    ['enrich_location', LocationEnrichment],
  ])('%s converts to a JSON Schema that strict structured output accepts', (_name, schema) => {
    const jsonSchema = toJsonSchema(schema) as JsonSchema;
    expect(jsonSchema.type).toBe('object');
    expect(nonStrictObjects(jsonSchema)).toEqual([]);
  });
});
