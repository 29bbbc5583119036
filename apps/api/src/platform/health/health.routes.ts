import { z } from 'zod';
import { restRoute } from '../rest/rest-route';

const IndicatorState = z.looseObject({ status: z.enum(['up', 'down']) });
const Indicators = z.record(z.string(), IndicatorState);

/** @nestjs/terminus's answer: the overall status and each indicator's, the failing ones also under `error`. */
export const HealthCheckResult = z
  .object({
    status: z.enum(['ok', 'error', 'shutting_down']),
    info: Indicators.optional(),
    error: Indicators.optional(),
    details: Indicators,
  })
  .meta({ id: 'HealthCheckResult' });

const healthy = {
  status: 'ok',
  info: { process: { status: 'up', uptimeSeconds: 3600 } },
  error: {},
  details: { process: { status: 'up', uptimeSeconds: 3600 } },
};

const ready = {
  status: 'ok',
  info: {
    database: { status: 'up' },
    eventStore: { status: 'up' },
    projections: { status: 'up', lagMs: 0, maxLagMs: 30000 },
    redis: { status: 'up' },
  },
  error: {},
  details: {
    database: { status: 'up' },
    eventStore: { status: 'up' },
    projections: { status: 'up', lagMs: 0, maxLagMs: 30000 },
    redis: { status: 'up' },
  },
};

const notReady = {
  status: 'error',
  info: { database: { status: 'up' }, eventStore: { status: 'up' }, redis: { status: 'up' } },
  error: { projections: { status: 'down', lagMs: 48210, maxLagMs: 30000 } },
  details: {
    database: { status: 'up' },
    eventStore: { status: 'up' },
    projections: { status: 'down', lagMs: 48210, maxLagMs: 30000 },
    redis: { status: 'up' },
  },
};

export const livenessRoute = restRoute({
  method: 'get',
  path: '/api/health',
  operationId: 'health',
  tag: 'Health',
  summary: 'Liveness: the process answers',
  description: 'No dependency is checked: a failing database makes an instance unready, not dead.',
  keyless: true,
  success: { status: 200, description: 'The process is up', schema: HealthCheckResult, example: healthy },
  errors: [],
});

export const readinessRoute = restRoute({
  method: 'get',
  path: '/api/health/ready',
  operationId: 'healthReady',
  tag: 'Health',
  summary: 'Readiness: the instance can serve',
  description:
    'The database and the event store answer, the projections are less than HEALTH_MAX_PROJECTION_LAG_MS behind the log ' +
    '(the oldest event they have not applied), and Redis answers when REDIS_URL is set.',
  keyless: true,
  success: { status: 200, description: 'Every dependency is up', schema: HealthCheckResult, example: ready },
  errors: [],
  otherResponses: [{ status: 503, description: 'A dependency is down or the projections lag', schema: HealthCheckResult, example: notReady }],
});
