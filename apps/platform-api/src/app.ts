import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { connectDb } from './db/connect';
import { migrate } from './db/migrate';
import eventsPlugin from './events/plugin';
import jobsAdminRoutes from './jobs/admin-routes';
import jobsPlugin from './jobs/plugin';
import streamPlugin from './stream/plugin';
import { sharedRateLimit } from './scale-out/rate-limit';
import { seed } from './db/seed/seed';
import type { Db } from './db/types';
import { AppError, MESSAGES } from './http/errors';
import { queryStringParser } from './http/query-string';
import { activityLogRoutes } from './modules/activity-log/routes';
import { bonusPlugin } from './modules/bonus';
import { affiliateRoutes } from './modules/affiliate';
import { cashbackRoutes } from './modules/cashback';
import { privilegesRoutes } from './modules/privileges';
import { couponRoutes } from './modules/coupon';
import { moneyTriggerRoutes } from './modules/money-trigger';
import { memberLevelRoutes } from './modules/member-level';
import { questRoutes } from './modules/quest';
import { rewardsRoutes } from './modules/rewards';
import { freeSpinRoutes } from './modules/free-spin';
import { recentWinsRoutes } from './modules/recent-wins';
import { promotionRoutes } from './modules/promotion';
import { adminRoutes } from './modules/admin/routes';
import { walletTransferRoutes } from './modules/wallet-transfer/routes';
import { withdrawalRoutes } from './modules/withdrawal/routes';
import { authRoutes } from './modules/auth/routes';
import { createPasswordHasher } from './security/password';
import { configRoutes } from './modules/config/routes';
import { depositRoutes } from './modules/deposit/routes';
import { paymentWebhookRoutes } from './modules/payment-webhook/routes';
import { websocketRoutes } from './plugins/websocket';
import { gamesRoutes } from './modules/games/routes';
import { providerWalletRoutes, walletKeysDir } from './modules/provider-wallet/routes';
import { memberRoutes } from './modules/member/routes';
import { memoRoutes } from './modules/memo';
import { gamblingLimitRoutes } from './modules/gambling-limits';
import { exclusionRoutes } from './modules/exclusion';
import { engagementRoutes } from './modules/engagement';
import { bannerRoutes } from './modules/banner';
import { webPushRoutes } from './modules/web-push';
import { otpRoutes } from './modules/otp/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { passwordRoutes } from './modules/password/routes';
import { policyRoutes } from './modules/policy/routes';
import { profileRoutes } from './modules/profile/routes';
import { accountSecurityRoutes, sessionLastSeenPlugin } from './modules/account-security';
import { referenceRoutes } from './modules/reference/routes';
import { dailyTotalsProjection } from './modules/daily-totals';
import { depositTurnoverProjection } from './modules/turnover';
import authPlugin from './plugins/auth';
import correlationIdPlugin, { correlationIdOf } from './plugins/correlation-id';
import dbPlugin from './plugins/db';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import readCachePlugin from './plugins/read-cache';
import securityHeadersPlugin from './plugins/security-headers';
import staticWebPlugin from './plugins/static-web';
import { isInternalRead } from './plugins/first-replies';
import swaggerPlugin from './plugins/swagger';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; when absent the app connects from config and closes it on shutdown. */
  db?: Db;
  /** Run migrations and the seed before serving (default true). */
  prepareDb?: boolean;
  /** Overrides config.logLevel (tests pass 'silent'). */
  logLevel?: AppConfig['logLevel'];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const db = options.db ?? (await connectDb(config));
  if (options.prepareDb ?? true) {
    await migrate(db);
    await seed(db, config.brand);
  }

  const app = Fastify({
    logger: {
      level: options.logLevel ?? config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: correlationIdOf,
    frameworkErrors,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: {
      querystringParser: queryStringParser(),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // The server's own reads for a page's first replies are not a visitor's calls.
    allowList: (request) => isInternalRead(request),
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited),
    ...sharedRateLimit(app, config.redisUrl, config.webName),
  });

  // App plugins.
  await app.register(dbPlugin, { db, config, ownsDb: options.db === undefined });
  await app.register(readCachePlugin);
  await app.register(correlationIdPlugin);
  await app.register(securityHeadersPlugin, { webDist: config.webDist });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  // Before any route plugin: each takes the root's hooks when it is registered.
  await app.register(sessionLastSeenPlugin);
  await app.register(eventsPlugin, { redisUrl: config.redisUrl, site: config.webName });
  await app.register(streamPlugin);
  await app.register(jobsPlugin, { schedule: config.scheduleJobs });
  await app.register(bonusPlugin);
  await app.register(swaggerPlugin);
  if (config.webDist) {
    await app.register(staticWebPlugin, { root: config.webDist, mobileRoot: config.mobileWebDist });
  }

  // Routes.
  app.get('/healthz', { schema: { hide: true } }, async () => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'INTERNAL', MESSAGES.unavailable);
    }
    return { status: 'ok', db: 'ok' };
  });
  // Projections of the member activity stream that no module's routes own.
  app.stream.register(depositTurnoverProjection);
  app.stream.register(dailyTotalsProjection(config.brand.time_zone));
  const hasher = await createPasswordHasher(config.passwordHash);
  await app.register(referenceRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes, { hasher });
  await app.register(adminRoutes, { hasher });
  await app.register(jobsAdminRoutes);
  await app.register(withdrawalRoutes);
  await app.register(walletTransferRoutes);
  await app.register(activityLogRoutes);
  await app.register(memberRoutes);
  await app.register(privilegesRoutes);
  await app.register(cashbackRoutes);
  await app.register(affiliateRoutes);
  await app.register(promotionRoutes);
  await app.register(couponRoutes);
  await app.register(moneyTriggerRoutes);
  await app.register(memberLevelRoutes);
  await app.register(questRoutes);
  await app.register(rewardsRoutes);
  await app.register(freeSpinRoutes);
  await app.register(memoRoutes);
  await app.register(gamblingLimitRoutes);
  await app.register(engagementRoutes);
  await app.register(bannerRoutes);
  await app.register(webPushRoutes);
  await app.register(depositRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(websocketRoutes);
  await app.register(outboxRoutes);
  await app.register(otpRoutes);
  await app.register(passwordRoutes, { hasher });
  await app.register(exclusionRoutes, { hasher });
  await app.register(profileRoutes, { hasher });
  await app.register(accountSecurityRoutes, { hasher });
  await app.register(policyRoutes);
  await app.register(gamesRoutes);
  await app.register(recentWinsRoutes);
  await app.register(providerWalletRoutes, { keysDir: walletKeysDir(config) });

  return app;
}
