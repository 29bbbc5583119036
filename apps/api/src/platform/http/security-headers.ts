import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, Iterable<string>>;

/** The SHA-256 sources (`'sha256-…'`) of a page's inline scripts, inline style elements and style attributes. */
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly styleAttributes: readonly string[];
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*"([^"]*)"/gi;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function hashesOf(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => sha256Source(match[1] ?? '')))];
}

/** What a CSP must name for the page's own inline code to run, computed from the page as it is served. */
export function inlineHashes(html: string): InlineHashes {
  return {
    scripts: hashesOf(html, INLINE_SCRIPT),
    styles: hashesOf(html, INLINE_STYLE),
    styleAttributes: hashesOf(html, STYLE_ATTRIBUTE),
  };
}

export interface SecurityHeaderOptions {
  /** PUBLIC_URL is https: HSTS, and plain-http subresources are upgraded. */
  readonly https: boolean;
  /** The built web app's index.html, whose inline scripts are allowed by hash; undefined when the app is not built. */
  readonly webIndexHtml?: string;
  /** The <style> elements Swagger UI's scripts add to its page, allowed there by hash. */
  readonly docsStyleElements?: readonly string[];
}

/** Never framed, no plugins, no <base> rewriting: common to every policy. */
const LOCKED_DOWN: Directives = {
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The web app: its own scripts (the inline ones of index.html by hash, never 'unsafe-inline'), styles, images,
 * the landing video and sounds (media), fonts, manifest and calls (tRPC, /auth/v1), all from this origin.
 */
function pagePolicy({ https, webIndexHtml }: SecurityHeaderOptions): Directives {
  const hashes = webIndexHtml ? inlineHashes(webIndexHtml) : undefined;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(hashes?.scripts ?? [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(hashes?.styles ?? [])],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...LOCKED_DOWN,
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** JSON and NDJSON answers: nothing in them may load or run anything, should a browser open one. */
const API_POLICY: Directives = { 'default-src': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"], ...LOCKED_DOWN };

/**
 * Swagger UI (/api/docs): its scripts and stylesheets from this origin (served locally), its page's inline
 * style elements, the ones its scripts add, and its style attribute by hash ('unsafe-hashes' is what a hashed attribute takes), data: images
 * (its icons), and calls to this origin (Try it out). Nothing else, no inline script.
 */
function docsPolicy({ https, docsStyleElements = [] }: SecurityHeaderOptions, hashes?: InlineHashes): Directives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...(hashes?.scripts ?? [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(hashes?.styles ?? []), ...docsStyleElements.map(sha256Source)],
    'style-src-attr': hashes?.styleAttributes.length ? ["'unsafe-hashes'", ...hashes.styleAttributes] : ["'none'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    ...LOCKED_DOWN,
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * helmet with one CSP and the same other headers for every face. `json`: a face answering JSON only, which leaves out
 * the headers that mean something only on an HTML document (DNS prefetching, IE's download prompt, Flash and PDF
 * cross-domain policies, the old XSS auditor, origin-keyed agent clusters, and COOP, which isolates a document's
 * scripts from the windows that opened it or that it opens: a JSON answer runs none) and carries OWASP's REST set:
 * the CSP with frame-ancestors, nosniff, X-Frame-Options, HSTS on https; with Referrer-Policy and CORP (no other
 * site may load an answer as a script or image) besides. On the hottest read, six header lines fewer to write.
 */
function helmetWith(directives: Directives, https: boolean, { json = false } = {}): RequestHandler {
  const page = !json;
  const options: HelmetOptions = {
    originAgentCluster: page,
    xDnsPrefetchControl: page,
    xDownloadOptions: page,
    xPermittedCrossDomainPolicies: page,
    xXssProtection: page,
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: page && { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    // A year, as hstspreload.org asks; only where the public origin is https (a plain-http deployment would lock itself out).
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
  return helmet(options) as RequestHandler;
}

/** The headers a middleware sets, run once on a stand-in response: for answers sent before express (the fast lane). */
export function headersOf(middleware: RequestHandler): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({} as Request, recorder as unknown as Response, () => undefined);
  return headers;
}

export interface SecurityHeaders {
  /** Express middleware: the policy of the face each path belongs to. */
  readonly middleware: RequestHandler;
  /** What an /api answer carries, for the fast lane. */
  readonly apiHeaders: ReadonlyArray<readonly [string, string]>;
}

const DOCS_PREFIX = '/api/docs';

/**
 * helmet for the whole app: the web app's pages and files, the JSON faces (/api, /auth), and Swagger UI, each
 * with its own Content-Security-Policy; nosniff, Referrer-Policy no-referrer, X-Frame-Options DENY and CORP
 * same-origin everywhere, COOP same-origin on documents, HSTS on https. The Swagger UI page's policy is made from the page as Nest
 * serves it (its inline styles by hash), on its first request.
 */
export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const page = helmetWith(pagePolicy(options), options.https);
  const api = helmetWith(API_POLICY, options.https, { json: true });
  const docsAssets = helmetWith(docsPolicy(options), options.https);
  const docsPages = new Map<string, RequestHandler>();
  const docsPage = (html: string) => {
    let policy = docsPages.get(html);
    if (!policy) docsPages.set(html, (policy = helmetWith(docsPolicy(options, inlineHashes(html)), options.https)));
    return policy;
  };
  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    if (path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`)) return docsHeaders(req, res, next, docsAssets, docsPage);
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/auth/')) return api(req, res, next);
    return page(req, res, next);
  };
  return { middleware, apiHeaders: headersOf(api) };
}

/** Swagger UI's files get the docs policy; its HTML page, sent as one string, the policy with that page's hashes. */
function docsHeaders(req: Request, res: Response, next: NextFunction, assets: RequestHandler, pageFor: (html: string) => RequestHandler): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body === 'string' && /^text\/html/.test(String(res.get('Content-Type')))) pageFor(body)(req, res, () => undefined);
    return send(body);
  };
  assets(req, res, next);
}
