// A keep-alive HTTP/1.1 load client on raw sockets, for the stall rows (scripts/bench/stall.mjs).
//
// Why not wrk there: wrk reads each socket 8 KB at a time from one thread. With an answer of
// ~100 KB (the product page) at 200 connections its receive buffers fill, its sockets advertise a
// zero window, and the server's kernel then waits for its persist timer (200 ms, then 400, 800…)
// before sending the rest: `nstat` shows TcpExtTCPToZeroWindowAdv climbing by hundreds per wrk
// run and none with this client, and the server's own log says each answer left it in under
// 0.2 ms (p99). Those kernel waits were most of wrk's p99 on this machine, for bare Fastify in
// some runs as for Atelier, so they said nothing about the server. This client reads whatever
// the kernel holds (64 KB reads), one request at a time per connection like wrk, in its own
// process so the bench's event loop never delays it.
//
// `runSocketLoad(url, seconds, { connections, headers })` → { requests, reqPerSec, p50Ms, p99Ms,
// errors, timeouts, non2xx }, the shape of http-load.mjs's runLoad. An answer must carry
// Content-Length (every answer the stall rows ask for does); one without is counted as an error.
import { fork } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const TIMEOUT_MS = 10_000;

/** Runs the load in a child process and returns its figures. */
export function runSocketLoad(url, durationSec, { connections = 200, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result = null;
    child.once('message', (msg) => (result = msg));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`socket load exited with ${code}`)),
    );
    child.send({ url, durationSec, connections, headers });
  });
}

function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/** The load itself, in the child. */
function load({ url, durationSec, connections, headers }) {
  const target = new URL(url);
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  const started = performance.now();
  const endsAt = started + durationSec * 1000;
  let open = connections;

  return new Promise((resolve) => {
    const finished = () => {
      if (--open > 0) return;
      const elapsedSec = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      resolve({
        requests: latencies.length,
        reqPerSec: latencies.length / elapsedSec,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        maxMs: latencies.at(-1) ?? NaN,
        errors: errors + timeouts,
        timeouts,
        non2xx,
      });
    };
    for (let c = 0; c < connections; c++) {
      const socket = net.connect(Number(target.port || 80), target.hostname);
      socket.setNoDelay(true);
      let sentAt = 0;
      let head = '';
      let bodyLeft = -1;
      let done = false;
      const close = () => {
        if (done) return;
        done = true;
        socket.destroy();
        finished();
      };
      const send = () => {
        if (performance.now() >= endsAt) return close();
        sentAt = performance.now();
        head = '';
        bodyLeft = -1;
        socket.write(request);
      };
      socket.setTimeout(TIMEOUT_MS, () => {
        timeouts++;
        close();
      });
      socket.on('connect', send);
      socket.on('error', () => {
        errors++;
        close();
      });
      socket.on('close', close);
      socket.on('data', (chunk) => {
        if (bodyLeft < 0) {
          head += chunk.toString('latin1');
          const end = head.indexOf('\r\n\r\n');
          if (end < 0) return;
          const status = Number(head.slice(9, 12));
          if (status < 200 || status >= 400) non2xx++;
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head.slice(0, end));
          if (!length) {
            errors++;
            return close();
          }
          bodyLeft = Number(length[1]) - (head.length - end - 4);
        } else {
          bodyLeft -= chunk.length;
        }
        if (bodyLeft === 0) {
          latencies.push(performance.now() - sentAt);
          send();
        } else if (bodyLeft < 0) {
          // More bytes than the answer holds: this client sends one request at a time.
          errors++;
          close();
        }
      });
    }
  });
}

if (process.send && import.meta.url === `file://${process.argv[1]}`) {
  process.once('message', async (opts) => {
    const result = await load(opts);
    process.send(result, () => process.exit(0));
  });
}
