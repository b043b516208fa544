import { buildApp } from './app';
import { loadConfig } from './config/env';
import { ConfigError } from './config/env-schema';
import { answerEventLoopStats } from './lib/event-loop-stats';

let config;
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
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // In-flight requests finish; a stuck close is cut off so the orchestrator is not kept waiting.
  const timer = setTimeout(() => process.exit(1), 10_000);
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
