import * as exclusionApi from '@casino/contracts/exclusion';
import type { FastifyInstance } from 'fastify';
import { memberRoute } from '../../http/route';
import { clearSessionCookies } from '../../plugins/auth';
import type { PasswordHasher } from '../../security/password';
import { assertPassword, closeAccount, closureCheck, startExclusion } from './service';

export interface ExclusionRoutesOptions {
  hasher: PasswordHasher;
}

/** Issue 19: time-out, self-exclusion and account closure, each ending every session of the member. */
export async function exclusionRoutes(app: FastifyInstance, { hasher }: ExclusionRoutesOptions) {
  memberRoute(app, exclusionApi.exclusionCreate, async ({ member, body, request, reply }) => {
    await assertPassword(app.db, hasher, member.userId, body.password);
    const started = await app.db.transaction((tx) => startExclusion(tx, member.userId, body, request.ip));
    clearSessionCookies(reply, app.config.webName);
    return started;
  });

  memberRoute(app, exclusionApi.closureCheckFind, async ({ member }) => closureCheck(app.db, member.userId));

  memberRoute(app, exclusionApi.closeAccountCreate, async ({ member, body, request, reply }) => {
    await assertPassword(app.db, hasher, member.userId, body.password);
    const closed = await app.db.transaction((tx) => closeAccount(tx, member.userId, body, request.ip));
    clearSessionCookies(reply, app.config.webName);
    return closed;
  });
}
