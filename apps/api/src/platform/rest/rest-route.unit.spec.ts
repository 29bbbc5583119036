import { Controller, Get, Module, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { z } from 'zod';
import { PublicApi } from './public-api.decorator';
import { RestRoute, restRoute, restRoutesOf } from './rest-route';

const startRun = restRoute({
  method: 'post',
  path: '/api/probes/{probeId}/runs',
  operationId: 'startRun',
  tag: 'Probes',
  summary: 'Start a run',
  params: { path: z.object({ probeId: z.uuid() }) },
  success: { status: 202, description: 'Started', schema: z.object({ ok: z.boolean() }), example: { ok: true } },
  errors: ['BadRequest'],
});

@Controller()
@PublicApi()
class ProbeController {
  @RestRoute(startRun)
  start(): void {}
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('RestRoute', () => {
  it("mounts the handler at the contract's method and path (with Nest's :params) and answers its success status", () => {
    const handler = ProbeController.prototype.start;
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.POST);
    expect(Reflect.getMetadata(PATH_METADATA, handler)).toBe('/api/probes/:probeId/runs');
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, handler)).toBe(202);
  });

  it("gives the modules' contracts back, in their controllers' order", () => {
    const stopRun = restRoute({ ...startRun, method: 'delete', operationId: 'stopRun', success: { ...startRun.success, status: 200 } });
    @Controller()
    @PublicApi()
    class StopController {
      @RestRoute(stopRun)
      stop(): void {}
    }
    @Module({ controllers: [StopController] })
    class StopModule {}

    expect(restRoutesOf([ProbeModule, StopModule])).toEqual([startRun, stopRun]);
  });

  it('refuses a public route without a contract', () => {
    @Controller()
    @PublicApi()
    class UndocumentedController {
      @Get('api/probes')
      list(): void {}
    }
    @Module({ controllers: [UndocumentedController] })
    class UndocumentedModule {}

    expect(() => restRoutesOf([UndocumentedModule])).toThrow('UndocumentedController.list is a public REST route without a contract');
  });

  it('leaves routes outside the public API (no API key guard) out', () => {
    @Controller('downloads')
    class DownloadController {
      @Get(':token')
      download(): void {}
    }
    @Module({ controllers: [DownloadController] })
    class DownloadModule {}

    expect(restRoutesOf([DownloadModule])).toEqual([]);
  });

  it('refuses a contract under a controller path prefix, which its documented path would not show', () => {
    @Controller('api')
    @PublicApi()
    class PrefixedController {
      @RestRoute(startRun)
      start(): void {}
    }
    @Module({ controllers: [PrefixedController] })
    class PrefixedModule {}

    expect(() => restRoutesOf([PrefixedModule])).toThrow('PrefixedController.start: a @RestRoute controller takes no path prefix');
  });
});
