/** A bad configuration value; its message is one line per variable, naming it. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
