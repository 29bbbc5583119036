import type { IncomingMessage } from 'node:http';
import { type AuthenticatedApiKey, InvalidApiKeyError, type KeyedRequest } from './api-key-auth';
import { authenticateRequest } from './api-key.guard';

const KEY: AuthenticatedApiKey = { keyId: 'key-1', userId: 'user-1' };

function requestWith(headers: IncomingMessage['headers']): KeyedRequest {
  return { headers } as KeyedRequest;
}

describe('authenticateRequest', () => {
  it('checks the x-api-key of a request once, however many steps ask, and keeps the key on it', async () => {
    const authenticate = jest.fn(async () => KEY);
    const request = requestWith({ 'x-api-key': '  wl_key  ' });
    expect(await authenticateRequest({ authenticate }, request)).toBe(KEY);
    expect(await authenticateRequest({ authenticate }, request)).toBe(KEY);
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(authenticate).toHaveBeenCalledWith('wl_key');
    expect(request.apiKey).toBe(KEY);
  });

  it('refuses a missing or blank key without asking the authenticator, and keeps nothing of a refused one', async () => {
    const authenticate = jest.fn(async (): Promise<AuthenticatedApiKey> => {
      throw new InvalidApiKeyError();
    });
    await expect(authenticateRequest({ authenticate }, requestWith({}))).rejects.toBeInstanceOf(InvalidApiKeyError);
    await expect(authenticateRequest({ authenticate }, requestWith({ 'x-api-key': '   ' }))).rejects.toBeInstanceOf(InvalidApiKeyError);
    expect(authenticate).not.toHaveBeenCalled();
    const refused = requestWith({ 'x-api-key': 'wl_unknown' });
    await expect(authenticateRequest({ authenticate }, refused)).rejects.toBeInstanceOf(InvalidApiKeyError);
    expect(refused.apiKey).toBeUndefined();
  });
});
