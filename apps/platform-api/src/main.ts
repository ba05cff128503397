import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { exitOnSignals, shutdownGraceMs } from './lifecycle/graceful-shutdown';

function configOrExit() {
  try {
    return { ...loadConfig(), graceMs: shutdownGraceMs() };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`platform-api refuses to start: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const app = await buildApp({ config });
if (config.devTools && config.nodeEnv === 'production') {
  app.log.warn(
    "DEV_TOOLS=1: every member's one-time codes are readable at /dev/outbox and payments are simulated; never expose this to real members",
  );
}

// In-flight requests finish, member sockets get 1001, jobs stop between chunks, then the database closes.
exitOnSignals(app, { graceMs: config.graceMs });

await app.listen({ port: config.port, host: config.host });
