import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  WEB_NAME: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('casino'),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: flag,
  LOGIN_LIMIT_PER_MINUTE: positiveInt.default(30),
  REGISTER_LIMIT_PER_MINUTE: positiveInt.default(20),
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
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).default('dev-payment-webhook-secret-change-me'),
  UPLOAD_DIR: z.string().min(1).optional(),
  DEV_TOOLS: flag,
});

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
   * the outbox page, the payment simulator page and the documented staff account. On by default outside
   * production; `npm start` turns it on explicitly (DEV_TOOLS=1), a real deployment leaves it off.
   */
  devTools: boolean;
}

function devToolsOf(parsed: z.infer<typeof EnvSchema>): boolean {
  return parsed.DEV_TOOLS ?? parsed.NODE_ENV !== 'production';
}

/** With the dev tools a documented dev account exists unless configured; otherwise only when set. */
function adminSeedOf(parsed: z.infer<typeof EnvSchema>): AppConfig['adminSeed'] {
  if (parsed.ADMIN_USERNAME && parsed.ADMIN_PASSWORD) {
    return { username: parsed.ADMIN_USERNAME, password: parsed.ADMIN_PASSWORD };
  }
  if (!devToolsOf(parsed)) return null;
  return {
    username: parsed.ADMIN_USERNAME ?? 'admin',
    password: parsed.ADMIN_PASSWORD ?? 'admin-dev-password',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    webDist: parsed.WEB_DIST,
    webName: parsed.WEB_NAME,
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
    },
    passwordHash: OWASP_ARGON2ID,
    adminSeed: adminSeedOf(parsed),
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
    paymentWebhookSecret: parsed.PAYMENT_WEBHOOK_SECRET,
    uploadDir: parsed.UPLOAD_DIR ?? `${parsed.DATA_DIR}/../uploads`,
    devTools: devToolsOf(parsed),
  };
}
