import { accessTokenIssuer } from './access-token';

describe('accessTokenIssuer', () => {
  it('is /auth/v1 under PUBLIC_URL, without a doubled slash', () => {
    expect(accessTokenIssuer({ PUBLIC_URL: 'https://worldloom.example', PORT: 3000 })).toBe(
      'https://worldloom.example/auth/v1',
    );
    expect(accessTokenIssuer({ PUBLIC_URL: 'https://worldloom.example/', PORT: 3000 })).toBe(
      'https://worldloom.example/auth/v1',
    );
  });

  it('falls back to localhost on PORT', () => {
    expect(accessTokenIssuer({ PUBLIC_URL: undefined, PORT: 4123 })).toBe('http://localhost:4123/auth/v1');
  });
});
