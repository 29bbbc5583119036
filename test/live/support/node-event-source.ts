/**
 * The part of the browser's EventSource that tRPC's httpSubscriptionLink uses, over fetch, for Node 20 (which
 * has none without --experimental-eventsource). It does not reconnect by itself: when the stream ends or
 * fails it reports `error` in the CLOSED state, as a browser does after a fatal error.
 */
export class NodeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly url: string;
  readonly withCredentials = false;
  readyState = 0;
  private lastEventId = '';
  private readonly abort = new AbortController();

  constructor(url: string | URL, init?: { headers?: Record<string, string> }) {
    super();
    this.url = String(url);
    void this.run(init?.headers ?? {});
  }

  close(): void {
    this.readyState = this.CLOSED;
    this.abort.abort();
  }

  private async run(headers: Record<string, string>): Promise<void> {
    try {
      const response = await fetch(this.url, { headers: { accept: 'text/event-stream', ...headers }, signal: this.abort.signal });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      this.readyState = this.OPEN;
      this.dispatchEvent(new Event('open'));
      const decoder = new TextDecoder();
      let buffer = '';
      let event = { type: '', data: [] as string[] };
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let newline: number;
        while ((newline = buffer.search(/\r\n|\n|\r/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
          if (line === '') {
            if (event.data.length > 0 && this.readyState !== this.CLOSED) {
              const type = event.type || 'message';
              this.dispatchEvent(new MessageEvent(type, { data: event.data.join('\n'), lastEventId: this.lastEventId }));
            }
            event = { type: '', data: [] };
            continue;
          }
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event.type = value;
          else if (field === 'data') event.data.push(value);
          else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
        }
      }
    } catch {
      // Reported below unless closed on purpose.
    }
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}
