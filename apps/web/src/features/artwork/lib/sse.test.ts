import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse';

function parse(...chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((m) => messages.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return messages;
}

describe('createSseParser', () => {
  it('reads named events split across chunks, skipping keep-alive comments', () => {
    expect(
      parse(': connected\n\n', 'event: artwork\nda', 'ta: {"status":"running"}\n', '\n: ping\n\n'),
    ).toEqual([{ event: 'artwork', data: '{"status":"running"}', id: undefined }]);
  });

  it('joins multi-line data, defaults the event name and accepts CRLF', () => {
    expect(parse('id: 7\r\ndata: a\r', '\ndata: b\r\n\r\n')).toEqual([
      { event: 'message', data: 'a\nb', id: '7' },
    ]);
  });

  it('does not dispatch an event whose blank line has not arrived yet', () => {
    expect(parse('event: artwork\ndata: {}\n')).toEqual([]);
  });
});
