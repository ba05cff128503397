import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_BRAND_ID, getBrand } from '@casino/brands';
import type { BrandConfig } from '@casino/contracts';

/** The repository root, three levels above this file (apps/platform-api/src). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
const positiveInt = z.coerce.number().int().positive();

/** Environment variables, parsed once at start. Later modules add their keys here. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default(`${REPO_ROOT}.data/pglite`),
  WEB_DIST: z.string().min(1).optional(),
  /** The built phone shell (casino-mobile) for the same brand, served under /m/ beside WEB_DIST. */
  MOBILE_WEB_DIST: z.string().min(1).optional(),
  /** The brand this deployment serves (tools/brands); names the cookie and sets the business time zone. */
  BRAND: z.string().min(1).default(DEFAULT_BRAND_ID),
  /** Overrides the brand's web_name, which names the session cookie `{web_name}.jwt`. */
  WEB_NAME: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: flag,
  LOGIN_LIMIT_PER_MINUTE: positiveInt.default(30),
  REGISTER_LIMIT_PER_MINUTE: positiveInt.default(20),
  /** Per client address and public endpoint: a visitor's page loads stay far below it, a scraper does not. */
  PUBLIC_LIMIT_PER_MINUTE: positiveInt.default(1200),
  /** Per gateway address: payment webhooks arrive one per payment event. */
  WEBHOOK_LIMIT_PER_MINUTE: positiveInt.default(600),
  /** Per provider address: the seamless wallet takes every bet and win of every player, so only a flood trips it. */
  PROVIDER_WALLET_LIMIT_PER_MINUTE: positiveInt.default(60_000),
  FAILED_LOGIN_LIMIT: positiveInt.default(10),
  FAILED_LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  ADMIN_USERNAME: z.string().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(8).max(200).optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Casino <no-reply@casino.local>'),
  OTP_TTL_SECONDS: positiveInt.max(600).default(300),
  OTP_RESEND_SECONDS: positiveInt.default(60),
  OTP_MAX_ATTEMPTS: positiveInt.default(5),
  OTP_LIMIT_PER_RECIPIENT: positiveInt.default(5),
  OTP_LIMIT_PER_IP: positiveInt.default(20),
  OTP_LIMIT_WINDOW_MINUTES: positiveInt.default(60),
  REDIS_URL: z.string().min(1).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  /** Read by `devToolsOf`: only an exact yes or no is accepted, so a typo cannot switch them on. */
  DEV_TOOLS: z.string().optional(),
  /** Daily jobs on their schedule (default on, except under test, where tests run them by hand). */
  JOBS_SCHEDULE: flag,
  /** The home page's recent wins: a win of at least this multiple of its stake is shown... */
  RECENT_WIN_MIN_MULTIPLIER: z.coerce.number().positive().default(5),
  /** ...and so is any win of at least this amount (major units of the member's currency). */
  RECENT_WIN_MIN_AMOUNT: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default('100.00'),
});

/** Signs the payment simulator's webhooks; a deployment without the dev tools must set its own. */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-payment-webhook-secret-change-me';

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
export const OWASP_ARGON2ID: PasswordHashCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string | undefined;
  mobileWebDist: string | undefined;
  /** The brand this deployment serves. */
  brand: BrandConfig;
  webName: string;
  /** When absent the app generates one and keeps it in the database. */
  authSecret: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof EnvSchema>['NODE_ENV'];
  /** Honour X-Forwarded-* (protocol, client IP) only behind a known proxy. */
  trustProxy: boolean;
  bodyLimit: number;
  rateLimits: {
    loginPerMinute: number;
    registerPerMinute: number;
    failedLoginsPerUsername: number;
    failedLoginWindowMs: number;
    /** Each public (`pb`) endpoint, per client address. */
    publicPerMinute: number;
    /** The payment webhooks, per caller address. */
    webhookPerMinute: number;
    /** The provider's seamless-wallet callbacks, per caller address. */
    providerWalletPerMinute: number;
  };
  /** Only tests lower this, explicitly, through `testConfig`. */
  passwordHash: PasswordHashCost;
  /** The staff account created at start when missing (dev default admin / admin-dev-password). */
  adminSeed: { username: string; password: string } | null;
  /** One-time codes (modules/otp): lifetimes in seconds, limits per window. */
  otp: {
    ttlSeconds: number;
    resendSeconds: number;
    maxAttempts: number;
    perRecipient: number;
    perIp: number;
    windowMs: number;
  };
  /** Email goes over SMTP when smtpUrl is set, else into the development outbox. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Event bus over Redis pub/sub when set, in process otherwise. */
  redisUrl: string | undefined;
  /** HMAC-SHA256 key of payment webhooks. */
  paymentWebhookSecret: string;
  /** Deposit slips; outside any web root (default `<DATA_DIR>/../uploads`). */
  uploadDir: string;
  /**
   * The simulated world a reference stack needs, since no real SMS gateway or payment provider is wired:
   * the outbox page (every member's codes), the payment simulator page and the documented staff account.
   * The site shows a demo ribbon while it is on. See `devToolsOf` for the rule.
   */
  devTools: boolean;
  /** Run the daily jobs on their cron and catch up missed days at start. */
  scheduleJobs: boolean;
  /** Which wins the recent-wins ticker shows: either rule is enough. */
  recentWins: { minMultiplier: number; minAmount: string };
}

const DEV_TOOLS_ON = ['1', 'true'];
const DEV_TOOLS_OFF = ['0', 'false'];

/**
 * The dev tools rule. DEV_TOOLS=1 (or true) turns them on, DEV_TOOLS=0 (or false) off. Left unset, they
 * are on in development and tests and off with NODE_ENV=production, so a production deployment gets them
 * only by asking explicitly (`npm start`, the demo, does). Any other value, an empty one included, is
 * refused rather than guessed: in production a wrong guess would publish every member's reset codes.
 */
function devToolsOf(parsed: z.infer<typeof EnvSchema>): boolean {
  const value = parsed.DEV_TOOLS;
  if (value === undefined) return parsed.NODE_ENV !== 'production';
  if (DEV_TOOLS_ON.includes(value)) return true;
  if (DEV_TOOLS_OFF.includes(value)) return false;
  throw new ConfigError(
    `DEV_TOOLS=${JSON.stringify(value)} is neither on nor off. The dev tools (the SMS/email outbox at ` +
      '/dev/outbox, the payment simulator at /dev/payments and the default staff account) are turned on ' +
      'only by DEV_TOOLS=1; set DEV_TOOLS=0 or leave it unset to keep them off' +
      (parsed.NODE_ENV === 'production' ? ', as a production deployment must.' : '.'),
  );
}

/** A configuration the API refuses to start with; its message says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Without the dev tools nothing may sign payment webhooks with the published development secret. */
function paymentWebhookSecretOf(parsed: z.infer<typeof EnvSchema>, devTools: boolean): string {
  if (parsed.PAYMENT_WEBHOOK_SECRET) return parsed.PAYMENT_WEBHOOK_SECRET;
  if (devTools || parsed.NODE_ENV !== 'production') return DEV_PAYMENT_WEBHOOK_SECRET;
  throw new ConfigError(
    'PAYMENT_WEBHOOK_SECRET is required with NODE_ENV=production: the development secret is published, ' +
      'so anyone could sign a deposit webhook with it. Set the secret your payment gateway signs with.',
  );
}

/** With the dev tools a documented dev account exists unless configured; otherwise only when set. */
function adminSeedOf(parsed: z.infer<typeof EnvSchema>, devTools: boolean): AppConfig['adminSeed'] {
  if (parsed.ADMIN_USERNAME && parsed.ADMIN_PASSWORD) {
    return { username: parsed.ADMIN_USERNAME, password: parsed.ADMIN_PASSWORD };
  }
  if (!devTools) return null;
  return {
    username: parsed.ADMIN_USERNAME ?? 'admin',
    password: parsed.ADMIN_PASSWORD ?? 'admin-dev-password',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.parse(env);
  const brand = getBrand(parsed.BRAND);
  const devTools = devToolsOf(parsed);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    webDist: parsed.WEB_DIST,
    mobileWebDist: parsed.MOBILE_WEB_DIST,
    brand,
    webName: parsed.WEB_NAME ?? brand.web_name,
    authSecret: parsed.AUTH_SECRET,
    logLevel: parsed.LOG_LEVEL,
    nodeEnv: parsed.NODE_ENV,
    trustProxy: parsed.TRUST_PROXY ?? false,
    bodyLimit: 64 * 1024,
    rateLimits: {
      loginPerMinute: parsed.LOGIN_LIMIT_PER_MINUTE,
      registerPerMinute: parsed.REGISTER_LIMIT_PER_MINUTE,
      failedLoginsPerUsername: parsed.FAILED_LOGIN_LIMIT,
      failedLoginWindowMs: parsed.FAILED_LOGIN_WINDOW_MINUTES * 60_000,
      publicPerMinute: parsed.PUBLIC_LIMIT_PER_MINUTE,
      webhookPerMinute: parsed.WEBHOOK_LIMIT_PER_MINUTE,
      providerWalletPerMinute: parsed.PROVIDER_WALLET_LIMIT_PER_MINUTE,
    },
    passwordHash: OWASP_ARGON2ID,
    adminSeed: adminSeedOf(parsed, devTools),
    otp: {
      ttlSeconds: parsed.OTP_TTL_SECONDS,
      resendSeconds: parsed.OTP_RESEND_SECONDS,
      maxAttempts: parsed.OTP_MAX_ATTEMPTS,
      perRecipient: parsed.OTP_LIMIT_PER_RECIPIENT,
      perIp: parsed.OTP_LIMIT_PER_IP,
      windowMs: parsed.OTP_LIMIT_WINDOW_MINUTES * 60_000,
    },
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM },
    redisUrl: parsed.REDIS_URL,
    paymentWebhookSecret: paymentWebhookSecretOf(parsed, devTools),
    uploadDir: parsed.UPLOAD_DIR ?? `${parsed.DATA_DIR}/../uploads`,
    devTools,
    scheduleJobs: parsed.JOBS_SCHEDULE ?? parsed.NODE_ENV !== 'test',
    recentWins: { minMultiplier: parsed.RECENT_WIN_MIN_MULTIPLIER, minAmount: parsed.RECENT_WIN_MIN_AMOUNT },
  };
}
