// First: V8's settings for the server, before any other module allocates (lib/gc-tuning.ts).
import './lib/gc-tuning';
import { buildApp } from './app';
import { loadConfig, type Config } from './config/env';
import { ConfigError } from './config/env-schema';
import { answerEventLoopStats } from './lib/event-loop-stats';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const app = await buildApp(config, { prettyLogs: process.stdout.isTTY });
// The bench's probe (EVENT_LOOP_STATS=true, spawned with an IPC channel); off by default.
if (config.eventLoopStats) answerEventLoopStats();

let closing = false;
let endDrain = () => {};
/**
 * SIGTERM: drain, then close. For SHUTDOWN_DRAIN_MS /readyz answers 503 SHUTTING_DOWN while the
 * instance still serves (the proxy's health check takes it out of rotation; answers carry
 * `Connection: close`, so a kept-alive connection closes after its next answer; event streams
 * end with a reconnect hint). Then the listening socket closes and requests in flight (and the
 * in-process worker's attempts) have SHUTDOWN_GRACE_MS to finish; what is left is cut off. A
 * second signal ends the drain at once.
 */
async function shutdown(signal: string) {
  if (closing) return endDrain();
  closing = true;
  const { drainMs, graceMs } = config.shutdown;
  app.log.info({ signal, drainMs, graceMs }, 'shutting down');
  app.drain.start();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, drainMs);
    endDrain = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  app.log.info('drained: closing');
  const timer = setTimeout(() => {
    app.log.warn({ graceMs }, 'shutdown grace over: cutting off what is left');
    app.server.closeAllConnections();
    process.exit(1);
  }, graceMs);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Atelier is serving ${config.publicUrl}`);
} catch (err) {
  app.log.error({ err }, 'failed to start');
  process.exit(1);
}
