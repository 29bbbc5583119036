import { Controller, Header, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult, HealthIndicatorService } from '@nestjs/terminus';
import type { Response } from 'express';
import { RestRoute } from '../rest/rest-route';
import { livenessRoute, readinessRoute } from './health.routes';
import { ReadinessChecks } from './readiness-checks';

const startedAt = Date.now();

/** GET /api/health (liveness) and GET /api/health/ready (readiness), without an API key: for load balancers and compose. */
@Controller()
export class HealthController {
  constructor(
    @Inject(HealthCheckService) private readonly health: HealthCheckService,
    @Inject(HealthIndicatorService) private readonly indicators: HealthIndicatorService,
    @Inject(ReadinessChecks) private readonly readiness: ReadinessChecks,
  ) {}

  @RestRoute(livenessRoute)
  @Header('Cache-Control', 'no-store')
  live(): Promise<HealthCheckResult> {
    return this.health.check([
      async () => this.indicators.check('process').up({ uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }),
    ]);
  }

  /** Terminus throws its 503 with the result as the body; it is answered as it is, not as a REST error. */
  @RestRoute(readinessRoute)
  @Header('Cache-Control', 'no-store')
  async ready(@Res({ passthrough: true }) response: Response): Promise<unknown> {
    try {
      return await this.health.check(this.readiness.all());
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      response.status(503);
      return error.getResponse();
    }
  }
}
