import { createHash } from 'node:crypto';
import { headersOf, inlineHashes, securityHeaders } from './security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('hashes exactly the inline scripts, style elements and style attributes of a page, not external scripts', () => {
    const html = `<script>one()</script><script type="module" src="/main.js"></script><style>b{}</style><svg style="width:0"></svg><script>
two()</script>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256('one()'), sha256('\ntwo()')],
      styles: [sha256('b{}')],
      styleAttributes: [sha256('width:0')],
    });
  });

  it("records the /api answers' headers for the fast lane: a CSP that allows nothing, and no HSTS on http", () => {
    const headers = new Map(securityHeaders({ https: false }).apiHeaders.map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers.get('content-security-policy')).toBe("default-src 'none';base-uri 'none';form-action 'none';object-src 'none';frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.has('strict-transport-security')).toBe(false);
  });

  it('records what any middleware sets', () => {
    expect(headersOf((_req, res, next) => (res.setHeader('X-One', '1'), next()))).toEqual([['X-One', '1']]);
  });
});
