import { depositAdminApi, minorToMoney } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from '../../http/errors';
import { readUpload, sendImage } from '../../uploads';
import { adminRoute, audit, requireAdmin } from '../admin';
import { publishMemoNotice } from '../memo';
import type { DepositRow } from './repository';
import { DEPOSIT_COLUMNS, DEPOSIT_FROM, findDeposit, toDeposit } from './repository';
import type { Settlement } from './settle';
import { creditDeposit, failDeposit } from './settle';
import { DEPOSIT_MESSAGES } from './strings';

type AdminDeposit = depositAdminApi.AdminDeposit;

const toAdminDeposit = (row: DepositRow & { reviewed_by: string | null }): AdminDeposit => ({
  ...toDeposit(row),
  user_id: row.user_id,
  username: row.username,
  reviewed_by: row.reviewed_by,
});

/** Staff decisions on deposits (approve after checking the slip, or reject with a reason), audited. */
export async function depositAdminRoutes(app: FastifyInstance) {
  const readAdminDeposit = async (id: bigint | number) => {
    const { rows } = await app.db.query<DepositRow & { reviewed_by: string | null }>(
      `SELECT ${DEPOSIT_COLUMNS}, d.reviewed_by FROM ${DEPOSIT_FROM} WHERE d.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new AppError(404, 'NOT_FOUND', DEPOSIT_MESSAGES.depositNotFound);
    return toAdminDeposit(row);
  };

  adminRoute(app, depositAdminApi.depositsList, async ({ query }) => {
    const limit = query.$limit ?? 50;
    const skip = query.$skip ?? 0;
    const where = 'd.status = $1 AND ($2::text IS NULL OR pt.payment_type_code = $2)';
    const params = [query.status, query.payment_type_code ?? null];
    const total = await app.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM ${DEPOSIT_FROM} WHERE ${where}`,
      params,
    );
    const { rows } = await app.db.query<DepositRow & { reviewed_by: string | null }>(
      `SELECT ${DEPOSIT_COLUMNS}, d.reviewed_by FROM ${DEPOSIT_FROM} WHERE ${where}
        ORDER BY d.created_at, d.id LIMIT $3 OFFSET $4`,
      [...params, limit, skip],
    );
    return { total: Number(total.rows[0]?.n ?? 0), limit, skip, data: rows.map(toAdminDeposit) };
  });

  /** One transaction: the decision and its audit entry; the DEPOSIT event goes out after commit. */
  const decide = async (
    id: number,
    action: 'deposit.approve' | 'deposit.reject',
    admin: { id: number; username: string },
    reason: string | undefined,
    ip: string,
  ) => {
    const settled: Settlement = await app.db.transaction(async (tx) => {
      const before = await findDeposit(tx, { id }, true);
      if (!before) throw new AppError(404, 'NOT_FOUND', DEPOSIT_MESSAGES.depositNotFound);
      if (before.status !== 'pending') throw new AppError(409, 'CONFLICT', DEPOSIT_MESSAGES.notPending);
      const result =
        action === 'deposit.approve'
          ? await creditDeposit(tx, before.id, { reviewedBy: admin.username })
          : await failDeposit(tx, before.id, reason ?? '', admin.username);
      await audit(tx, {
        adminId: admin.id,
        action,
        targetType: 'deposit',
        targetId: id,
        reason: reason ?? null,
        before: { status: before.status, amount: minorToMoney(before.amount, before.scale) },
        after: { status: result.deposit?.status },
        ip,
      });
      return result;
    });
    if (settled.event) {
      await app.events.publish(settled.event.userId, settled.event.message).catch((err: unknown) => {
        app.log.error({ err }, 'deposit event not published');
      });
      await publishMemoNotice(app, settled.event.userId);
    }
    return readAdminDeposit(id);
  };

  adminRoute(app, depositAdminApi.depositApprove, ({ params, body, admin, request }) =>
    decide(params.id, 'deposit.approve', admin, body.reason, request.ip),
  );

  adminRoute(app, depositAdminApi.depositReject, ({ params, body, admin, request }) =>
    decide(params.id, 'deposit.reject', admin, body.reason, request.ip),
  );

  app.get<{ Params: { id: string } }>(
    depositAdminApi.ADMIN_SLIP_PATH,
    { onRequest: requireAdmin, schema: { hide: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const row = Number.isSafeInteger(id) && id > 0 ? await findDeposit(app.db, { id }) : undefined;
      const upload = row?.slip_upload_id
        ? await readUpload(app.db, app.config.uploadDir, row.slip_upload_id)
        : undefined;
      if (!upload) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
      return sendImage(reply, upload.contentType, upload.data);
    },
  );
}
