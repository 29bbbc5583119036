// Lints the OpenAPI document read from stdin with Redocly's recommended rules and Spectral's `oas` ruleset,
// and prints every problem both find as JSON. Both are ESM, so they run here, out of jest.
import { Buffer } from 'node:buffer';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

const { Document, Spectral } = spectralCore;
const { Json } = spectralParsers;

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const source = Buffer.concat(chunks).toString('utf8');

const redocly = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
const spectral = new Spectral();
spectral.setRuleset(oas);
const findings = await spectral.run(new Document(source, Json, 'openapi.json'));
const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'hint'];

const problems = [
  ...redocly.map((problem) => ({
    tool: 'redocly',
    rule: problem.ruleId,
    severity: problem.severity,
    message: problem.message,
    at: problem.location?.[0]?.pointer ?? '',
  })),
  ...findings.map((finding) => ({
    tool: 'spectral',
    rule: String(finding.code),
    severity: SPECTRAL_SEVERITY[finding.severity] ?? String(finding.severity),
    message: finding.message,
    at: `#/${finding.path.join('/')}`,
  })),
];
process.stdout.write(JSON.stringify(problems));
