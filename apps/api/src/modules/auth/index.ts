// The auth module's public file: decorator-free. The Nest module and the providers it exports are in auth.module.ts.
export { AuthEnv, type AuthConfig } from './auth.config';
export type { AuthenticatedUser } from './authenticated-user';
export { goTrueBodyErrors } from './gotrue/gotrue-body-errors';
