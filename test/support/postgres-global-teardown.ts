export default async function globalTeardown(): Promise<void> {
  await globalThis.__WORLDLOOM_EMBEDDED_PG__?.stop();
}
