import { createWorldloomClient } from './index';

describe('createWorldloomClient', () => {
  function recordingFetch(status: number, body: unknown) {
    const requests: Request[] = [];
    const fetch = async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    return { requests, fetch };
  }

  it('sends the API key in x-api-key to the base URL, with typed paths, params and bodies', async () => {
    const { requests, fetch } = recordingFetch(201, { id: 'w' });
    const client = createWorldloomClient({ baseUrl: 'https://worlds.example/', apiKey: 'wl_secret', fetch });
    const { data } = await client.POST('/api/worlds', { body: { name: 'Frostmarch', description: 'Ice' } });
    expect(data).toEqual({ id: 'w' });
    expect(requests[0]!.url).toBe('https://worlds.example/api/worlds');
    expect(requests[0]!.headers.get('x-api-key')).toBe('wl_secret');
    expect(await requests[0]!.json()).toEqual({ name: 'Frostmarch', description: 'Ice' });
    await client.GET('/api/characters', { params: { query: { worldId: 'w', limit: 5 } } });
    expect(requests[1]!.url).toBe('https://worlds.example/api/characters?worldId=w&limit=5');
  });

  it('gives an error answer as `error` with the public error shape', async () => {
    const { fetch } = recordingFetch(404, { error: 'World not found', code: 'NOT_FOUND' });
    const client = createWorldloomClient({ baseUrl: 'https://worlds.example', apiKey: 'wl_secret', fetch });
    const { data, error, response } = await client.GET('/api/worlds/{worldId}', { params: { path: { worldId: 'missing' } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error?.code).toBe('NOT_FOUND');
  });
});
