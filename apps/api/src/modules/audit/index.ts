// The audit module's public file: decorator-free (the web's type-check reaches it). The Nest module is in audit.module.ts.
export { auditRouter } from './audit.router';
