import type { z } from 'zod';

/** The value as a client writes it, once its schema has accepted it: an example cannot drift from its shape. */
export function example<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>): z.input<Schema> {
  schema.parse(value);
  return value;
}

/** The schema with an example on each named field, so Swagger UI's "Try it out" starts filled in; it parses as before. */
export function withExamples<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, values: { [Key in keyof Shape]?: unknown }): z.ZodObject<Shape> {
  const examples = Object.entries(values).map(([key, example]) => [key, (schema.shape[key] as z.ZodType).meta({ example })]);
  // Every field keeps its type (only its metadata changes), which TypeScript cannot follow through a generic shape.
  return schema.extend(Object.fromEntries(examples)) as unknown as z.ZodObject<Shape>;
}
