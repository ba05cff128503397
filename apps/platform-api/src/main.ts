import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

function configOrExit() {
  try {
    return loadConfig();
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
