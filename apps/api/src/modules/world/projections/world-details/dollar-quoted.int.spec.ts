import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { dollarQuoted } from './detail-rows';

/** The rebuild session writes values into its SQL as dollar-quoted literals: Postgres must read back exactly the text. */
describe('dollarQuoted', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database.drop());

  it.each([
    ['plain', 'Brassport'],
    ['empty', ''],
    ['the default tag inside', 'a $v$ b'],
    ['the next tags inside too', '$v$ $v0$ $v1$'],
    ['ending where the closing tag begins', 'costs 5$v'],
    ['ending in a dollar', 'ends in $'],
    ['quotes, backslashes, $$ and a statement', `'); DROP TABLE worlds; -- \\ $$ $1`],
  ])('keeps %s text as it is', async (_case, text) => {
    const { rows } = await database.pool.query<{ value: string }>(`SELECT ${dollarQuoted(text)} AS value`);
    expect(rows).toEqual([{ value: text }]);
  });
});
