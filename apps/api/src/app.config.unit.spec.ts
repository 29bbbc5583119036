import { ConfigError, loadConfig } from './app.config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.EVENT_STORE).toBe('postgres');
    expect(config.STORY_GENERATOR).toBe('procedural');
    expect(config.AUTH_REQUIRE_EMAIL_CONFIRMATION).toBe(false);
  });

  it('reads and coerces values', () => {
    const config = loadConfig({ PORT: '8080', AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true', DATABASE_URL: 'postgres://u@h:1/db' });
    expect(config).toMatchObject({ PORT: 8080, AUTH_REQUIRE_EMAIL_CONFIRMATION: true, DATABASE_URL: 'postgres://u@h:1/db' });
  });

  it('stops on a bad value with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT \(got "eighty"\): .+$/);
  });

  it('rejects a DATABASE_URL that is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('needs ESDB_CONNECTION_STRING when EVENT_STORE=eventstoredb', () => {
    expect(() => loadConfig({ EVENT_STORE: 'eventstoredb' })).toThrow(
      'Invalid configuration: ESDB_CONNECTION_STRING: is required when EVENT_STORE=eventstoredb',
    );
  });
});
