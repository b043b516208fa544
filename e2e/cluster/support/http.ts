// Small HTTP helpers for the cluster tests: JSON calls with a bearer token, and an event-stream
// reader that keeps every event it receives.

export type Answer = { status: number; headers: Headers; body: string; json<T = unknown>(): T };

export async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(base + path, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text,
    json: () => JSON.parse(text),
  };
}

/** One event: its name and its data (parsed JSON; plain text as `{ text }`). */
export type SseEvent = { event: string; data: Record<string, unknown> };

export type EventStream = {
  /** Every `data:` payload received so far, parsed as JSON when it is. */
  events: SseEvent[];
  /** Resolves with the first event (already received or to come) that `test` accepts. */
  waitFor(test: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Headers of the stream's answer. */
  headers: Headers;
  close(): void;
};

/** Opens an event stream (GET, Accept: text/event-stream) and reads it in the background. */
export async function openEventStream(url: string, token: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`event stream ${url}: ${res.status}`);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length === 0) continue;
          const text = data.join('\n');
          let parsed: Record<string, unknown> = { text };
          try {
            const json: unknown = JSON.parse(text);
            if (json && typeof json === 'object') parsed = json as Record<string, unknown>;
          } catch {
            // Plain text.
          }
          events.push({ event, data: parsed });
          for (const w of waiters) w();
        }
      }
    } catch {
      // Closed.
    }
  })();
  return {
    events,
    headers: res.headers,
    close: () => controller.abort(),
    waitFor(test, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(test);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** Polls `check` until it returns a truthy value (no fixed sleeps in the tests). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false | null>,
  what: string,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
