import { describeEventStoreContract } from './event-store.contract.test-support';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

// No EventStoreDB server runs here or in CI by default: the shared contract runs against one only when
// ESDB_CONNECTION_STRING names it (e.g. esdb://localhost:2113?tls=false from docker compose).
const connectionString = process.env.ESDB_CONNECTION_STRING;

if (connectionString) {
  describeEventStoreContract('EventStoreDB', async () => new EventStoreDbEventStore(connectionString));
}

describe('EventStoreDbEventStore', () => {
  it('names the variable to fix when the connection string is malformed', () => {
    expect(() => new EventStoreDbEventStore('postgres://not-eventstoredb')).toThrow(
      /^ESDB_CONNECTION_STRING is not a valid EventStoreDB connection string: /,
    );
  });

  it('connects lazily, so it can be created and closed while the server is down', async () => {
    const store = new EventStoreDbEventStore('esdb://127.0.0.1:1?tls=false');

    await expect(store.close()).resolves.toBeUndefined();
  });
});
