// The API keys module's public file: decorator-free (the web's type-check reaches it). The Nest module is in api-keys.module.ts.
export { apiKeysRouter } from './api-keys.router';
export { ApiKeysEnv } from './api-keys.config';
