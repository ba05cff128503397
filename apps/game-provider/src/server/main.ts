import { join } from 'node:path';
import { RetryQueue } from '../wallet/retry-queue';
import { WalletClient } from '../wallet/client';
import { buildProviderApp } from './app';
import { loadProviderConfig } from './config';
import { operatorKeySource, providerKeys } from './keys';

// The reference game provider: its own origin (PROVIDER_PORT, 3100), talking to the operator's Hub88 wallet.
const config = loadProviderConfig();
const keys = await providerKeys(config.dataDir, config.keysDir);
const queue = new RetryQueue(join(config.dataDir, 'retry-queue.json'));
await queue.load();
const wallet = new WalletClient({
  baseUrl: config.operatorWalletUrl,
  privateKey: keys.privateKey,
  operatorPublicKey: operatorKeySource(config.keysDir, config.operatorPublicKey),
  queue,
  log: (message, detail) => app.log.warn({ detail }, message),
});
const app = await buildProviderApp({ wallet, logLevel: config.logLevel, siteOrigins: config.siteOrigins });
wallet.start();

const shutdown = async () => {
  await wallet.stop();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
await app.listen({ port: config.port, host: config.host });
