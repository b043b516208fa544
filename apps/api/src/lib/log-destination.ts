import pino, { type DestinationStream } from 'pino';

// Where the JSON log lines go when nothing else is said: standard output, written in the
// background as pino's own default does (sonic-boom), but handed over as bytes, a batch at a time.
//
// Why not pino's default: in its text mode sonic-boom appends each line to the string it is still
// writing (`buffered += line`) and then asks `Buffer.byteLength` of the result, which flattens
// the whole concatenation again: every line copies the ~8 KB still waiting, so a burst of lines
// costs the square of its size. Under load (a line per request, 15,000 a second) that was 8 KB of
// garbage per request, a third of what the product page allocated. In its buffer mode sonic-boom
// keeps the lines as a list of buffers and joins them once, when it writes.
//
// Why a batch: encoding each line into a Buffer of its own and handing it over one by one cost
// every request a small buffer and sonic-boom's bookkeeping. The lines of one turn of the event
// loop (under load, one line for each of the hundreds of requests answered in that turn) are
// joined and encoded once, at the end of the turn, or sooner when they pass MAX_BATCH_CHARS.

type Boom = ReturnType<typeof pino.destination>;

/** A batch is handed over at the latest once it holds this many characters. */
const MAX_BATCH_CHARS = 64 * 1024;

/** Each open destination's "hand over what is waiting", run when the process exits. */
const pendingAtExit = new Set<() => void>();
let exitHooked = false;

function handOverAtExit(handOver: () => void) {
  pendingAtExit.add(handOver);
  if (exitHooked) return;
  exitHooked = true;
  // First of the exit listeners: sonic-boom's own (registered when pino.destination opened it)
  // then writes what it holds synchronously, this turn's lines included.
  process.prependListener('exit', () => {
    for (const fn of pendingAtExit) fn();
  });
}

/** Standard output (or `fd`) as a pino destination that buffers bytes, not a growing string. */
export function logDestination(fd: number = process.stdout.fd ?? 1): DestinationStream & {
  flush(cb?: (err?: Error) => void): void;
} {
  // pino.destination registers the flush at exit and ignores a closed pipe (EPIPE), as for its
  // default; pino's logger.flush() reaches it through `flush`.
  const boom: Boom = pino.destination({ dest: fd, sync: false, contentMode: 'buffer' });
  const write = boom.write.bind(boom) as unknown as (chunk: Buffer) => boolean;

  let lines: string[] = [];
  let chars = 0;
  let scheduled = false;
  const handOver = () => {
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    chars = 0;
    write(Buffer.from(batch, 'utf8'));
  };
  const endOfTurn = () => {
    scheduled = false;
    handOver();
  };
  handOverAtExit(handOver);
  boom.once('close', () => pendingAtExit.delete(handOver));

  return {
    write: (line: string) => {
      lines.push(line);
      chars += line.length;
      if (chars >= MAX_BATCH_CHARS) handOver();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(endOfTurn);
      }
    },
    flush: (cb) => {
      handOver();
      boom.flush(cb);
    },
  };
}
