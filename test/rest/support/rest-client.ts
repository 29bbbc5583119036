import type { OpenApiDocument } from '../../../apps/api/src/platform/openapi/openapi-document';
import { expectApiError, expectMatchesOperation, type HttpMethod, templateOf } from './openapi-validation';

export interface RestResponse<Body = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Body;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Sent as it is, e.g. malformed JSON. */
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  /** Leave the x-api-key header out, or send this one instead. */
  readonly apiKey?: string | null;
}

/**
 * fetch against the REST API with an API key; every answer must be JSON and match the document's
 * schema for its operation and status (or, off any operation, the public error shape).
 */
export class RestClient {
  constructor(
    private readonly baseUrl: string,
    private readonly doc: OpenApiDocument,
    private readonly apiKey: string | null,
  ) {}

  withKey(apiKey: string | null): RestClient {
    return new RestClient(this.baseUrl, this.doc, apiKey);
  }

  get<Body = unknown>(path: string, options?: RequestOptions) {
    return this.request<Body>('get', path, options);
  }

  post<Body = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<Body>('post', path, { ...options, body });
  }

  put<Body = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<Body>('put', path, { ...options, body });
  }

  delete<Body = unknown>(path: string, options?: RequestOptions) {
    return this.request<Body>('delete', path, options);
  }

  async request<Body = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<RestResponse<Body>> {
    const apiKey = options.apiKey === undefined ? this.apiKey : options.apiKey;
    const headers: Record<string, string> = { ...(apiKey === null ? {} : { 'x-api-key': apiKey }), ...options.headers };
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method: method.toUpperCase(), headers, body: payload });
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text();
    if (!contentType.startsWith('application/json')) {
      throw new Error(`${method.toUpperCase()} ${path} answered ${response.status} ${contentType}: ${text.slice(0, 200)}`);
    }
    const body = JSON.parse(text) as Body;
    if (templateOf(this.doc, method, path)) expectMatchesOperation(this.doc, method, path, response.status, body);
    else expectApiError(this.doc, body);
    return { status: response.status, headers: response.headers, body };
  }
}
