import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const Env = z.object({
  PROVIDER_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  PROVIDER_HOST: z.string().min(1).default('localhost'),
  /** The operator's Hub88 wallet base URL. */
  OPERATOR_WALLET_URL: z.string().url().default('http://localhost:3000/provider-wallet/hub88'),
  /** Where the provider keeps its key pair and the retry queue. */
  PROVIDER_DATA_DIR: z.string().min(1).default(`${REPO_ROOT}.data/game-provider`),
  /** Shared with the platform: we write provider-public.pem, it writes operator-public.pem. */
  HUB88_KEYS_DIR: z.string().min(1).default(`${REPO_ROOT}.data/hub88`),
  /** Comma-separated origins of the operator sites that frame the games; default the wallet's origin. */
  OPERATOR_SITE_ORIGINS: z.string().optional(),
  /** The operator's public key (PEM); when set it wins over the keys directory. */
  OPERATOR_PUBLIC_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ProviderConfig {
  port: number;
  host: string;
  operatorWalletUrl: string;
  /** Origins allowed to frame the game pages. */
  siteOrigins: string[];
  dataDir: string;
  keysDir: string;
  operatorPublicKey: string | undefined;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
}

export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const parsed = Env.parse(env);
  return {
    port: parsed.PROVIDER_PORT,
    host: parsed.PROVIDER_HOST,
    operatorWalletUrl: parsed.OPERATOR_WALLET_URL.replace(/\/$/, ''),
    siteOrigins: parsed.OPERATOR_SITE_ORIGINS
      ? parsed.OPERATOR_SITE_ORIGINS.split(',').map((origin) => new URL(origin.trim()).origin)
      : [new URL(parsed.OPERATOR_WALLET_URL).origin],
    dataDir: parsed.PROVIDER_DATA_DIR,
    keysDir: parsed.HUB88_KEYS_DIR,
    operatorPublicKey: parsed.OPERATOR_PUBLIC_KEY,
    logLevel: parsed.LOG_LEVEL,
  };
}
