export default async function globalTeardown(): Promise<void> {
  const database = globalThis.__WORLDLOOM_EMBEDDED_PG__;
  globalThis.__WORLDLOOM_EMBEDDED_PG__ = undefined;
  await database?.stop();
}
