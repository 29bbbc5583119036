import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata, type Type, UseGuards } from '@nestjs/common';
import { GUARDS_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner } from '@nestjs/core';
import type { z } from 'zod';
import type { ErrorResponseName } from '../openapi/error-responses';
import { ApiKeyGuard } from './api-key.guard';
import { WORLD_ACCESS_METADATA, WorldAccessGuard } from './world-access.guard';

/** A request or response body: JSON unless `mediaType` says otherwise (NDJSON, say). */
export interface RestContent {
  readonly schema: z.ZodType;
  readonly example: unknown;
  readonly mediaType?: string;
}

/**
 * One public REST route: what Nest mounts, what its controller parses the request with, and what the
 * OpenAPI document says of it. One declaration for all three, so they cannot drift apart.
 */
export interface RestRouteContract {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** The whole path, in OpenAPI's template form (`/api/things/{thingId}`). */
  readonly path: `/${string}`;
  readonly operationId: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: { readonly path?: z.ZodObject; readonly query?: z.ZodObject };
  readonly body?: RestContent;
  readonly success: RestContent & { readonly status: 200 | 201 | 202; readonly description: string };
  /** Beyond 401, 429 and 500, which every public route can answer. */
  readonly errors: readonly ErrorResponseName[];
  /** The 200 carries an ETag; a request naming it in If-None-Match is answered 304 without a body. */
  readonly conditional?: boolean;
  /** Served without an API key, so never 401 or 429 (health checks). */
  readonly keyless?: boolean;
  /** Answers other than the success and the shared errors, e.g. a health check's 503 with its own body. */
  readonly otherResponses?: ReadonlyArray<RestContent & { readonly status: number; readonly description: string }>;
}

/** Commands answer once the read models show the change, which may time out; a member's role may not allow them. */
export const COMMAND_ERRORS: readonly ErrorResponseName[] = ['BadRequest', 'Forbidden', 'NotFound', 'Conflict', 'Timeout'];
/** A command that asks the story generator: the world's budget can stop it first (402), the generator can fail it (502). */
export const GENERATION_ERRORS: readonly ErrorResponseName[] = [...COMMAND_ERRORS, 'PaymentRequired', 'BadGateway'];

/** Keeps the contract's exact type, so a controller's `route.body.schema.parse(...)` gives the schema's output type. */
export function restRoute<const Route extends RestRouteContract>(route: Route): Route {
  return route;
}

const REST_ROUTE_METADATA = 'worldloom:rest-route';

const NEST_METHOD: Record<RestRouteContract['method'], RequestMethod> = {
  get: RequestMethod.GET,
  post: RequestMethod.POST,
  put: RequestMethod.PUT,
  delete: RequestMethod.DELETE,
};

/**
 * Mounts the handler at the contract's method and path, answers its success status, keeps the contract for the
 * document, and checks the caller's role against the permissions table (WorldAccessGuard).
 */
export function RestRoute(route: RestRouteContract): MethodDecorator {
  return applyDecorators(
    RequestMapping({ method: NEST_METHOD[route.method], path: route.path.replace(/\{(\w+)\}/g, ':$1') }),
    HttpCode(route.success.status),
    SetMetadata(REST_ROUTE_METADATA, route),
    SetMetadata(WORLD_ACCESS_METADATA, route.operationId),
    UseGuards(WorldAccessGuard),
  );
}

const scanner = new MetadataScanner();

/**
 * The contracts of the modules' controllers, in the order Nest registers them (express matches in it).
 * Throws on a public route (an ApiKeyGuard controller) without a contract, and on a contract under a
 * controller prefix, which its path would not show.
 */
export function restRoutesOf(modules: readonly Type[]): RestRouteContract[] {
  const controllers = modules.flatMap((module): Type[] => Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []);
  return controllers.flatMap((controller) => {
    const prototype = controller.prototype as Record<string, unknown>;
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name] as object;
      const route = Reflect.getMetadata(REST_ROUTE_METADATA, handler) as RestRouteContract | undefined;
      const where = `${controller.name}.${name}`;
      if (route && Reflect.getMetadata(PATH_METADATA, controller) !== '/') {
        throw new Error(`${where}: a @RestRoute controller takes no path prefix (@Controller()), the contract has the whole path`);
      }
      if (!route && Reflect.hasMetadata(PATH_METADATA, handler) && isPublicApi(controller)) {
        throw new Error(`${where} is a public REST route without a contract: declare it with @RestRoute`);
      }
      return route ? [route] : [];
    });
  });
}

function isPublicApi(controller: Type): boolean {
  const guards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
  return guards.includes(ApiKeyGuard);
}
