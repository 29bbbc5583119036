// Validates the OpenAPI document on stdin with @seriousme/openapi-schema-validator (ESM only, so it runs
// in a node process of its own rather than in jest) and prints { valid, version, errors } as JSON.
import { Buffer } from 'node:buffer';
import { Validator } from '@seriousme/openapi-schema-validator';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const validator = new Validator();
const result = await validator.validate(JSON.parse(Buffer.concat(chunks).toString('utf8')));
process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? null }));
