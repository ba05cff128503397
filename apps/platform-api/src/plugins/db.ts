import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import { loadAuthSecret } from '../modules/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** HMAC key for session tokens (AUTH_SECRET, or one generated once and kept in the database). */
    authSecret: Uint8Array;
  }
}

export interface DbPluginOptions {
  db: Db;
  config: AppConfig;
  /** Close the database with the app (true when the app opened it). */
  ownsDb: boolean;
}

export default fp(
  async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
    app.decorate('authSecret', await loadAuthSecret(options.db, options.config.authSecret));
    if (options.ownsDb) app.addHook('onClose', () => options.db.close());
  },
  { name: 'db' },
);
