import type { AuthConfig } from '../auth.config';
import { accessTokenIssuer } from '../tokens/access-token';

type RedirectConfig = Pick<AuthConfig, 'PUBLIC_URL' | 'PORT' | 'AUTH_REDIRECT_ALLOW_LIST'>;

/** The product's own origin: where a link goes back to when the request named no allowed place (GoTrue's SITE_URL). */
export function siteUrl(config: RedirectConfig): string {
  return new URL(accessTokenIssuer(config)).origin + '/';
}

/**
 * `requested` when its origin is the site's or on AUTH_REDIRECT_ALLOW_LIST, otherwise the site URL: a mailed
 * link must never hand fresh tokens to somebody else's page (an open redirect).
 */
export function allowedRedirect(config: RedirectConfig, requested: unknown): string {
  if (typeof requested !== 'string' || requested === '') return siteUrl(config);
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl(config);
  }
  const allowedOrigins = [siteUrl(config), ...config.AUTH_REDIRECT_ALLOW_LIST].map((entry) => new URL(entry).origin);
  return allowedOrigins.includes(url.origin) ? url.toString() : siteUrl(config);
}
