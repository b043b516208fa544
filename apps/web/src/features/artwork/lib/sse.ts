// A Server-Sent Events parser for streams read with fetch (EventSource cannot send the bearer
// token). Follows the WHATWG event-stream rules the server relies on: 'event:' and 'data:'
// fields, multi-line data joined with '\n', ':' comments (keep-alives), a blank line dispatches.

export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };

  return {
    /** Feeds decoded text; complete lines are handled, a partial line waits for the rest. */
    push(chunk: string) {
      buffer += chunk;
      // A trailing '\r' may be the first half of '\r\n': hold it back with the partial line.
      const end = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const lines = buffer.slice(0, end).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + buffer.slice(end);
      for (const text of lines) line(text);
    },
  };
}
