import type { TransferSource } from '@casino/contracts';
import { minorToMoney, walletTransferApi } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { memberRoute } from '../../http/route';
import { balanceOf } from '../../ledger';
import { dateRange, orderOf, whereOf, type InstantRange } from '../../http/history-filter';
import type { WalletTransferRow } from './service';
import { minimumTransfer, toWalletTransfer, transferToMain, WALLET_TRANSFER_SELECT } from './service';

interface Filter extends InstantRange {
  source?: TransferSource | undefined;
}

function conditions(userId: number, filter: Filter, params: unknown[]) {
  params.push(userId);
  const list = [`t.user_id = $${params.length}`];
  if (filter.source) {
    params.push(filter.source);
    list.push(`t.source = $${params.length}`);
  }
  return whereOf([...list, ...dateRange('t.created_at', filter, params)]);
}

export async function walletTransferRoutes(app: FastifyInstance) {
  const sources = [
    ['cashback', walletTransferApi.cashbackTransferCreate],
    ['rebate', walletTransferApi.rebateTransferCreate],
    ['affiliate', walletTransferApi.affiliateTransferCreate],
  ] as const;
  for (const [source, endpoint] of sources) {
    memberRoute(app, endpoint, async ({ member, body, request }) => {
      const moved = await transferToMain(
        app.db,
        member.userId,
        source,
        body.amount,
        request.ip,
        body.idempotency_key,
      );
      // CASHBACK / REBATE tell the member's other tabs to refresh the wallet; affiliate has no topic.
      if (source !== 'affiliate') {
        const topic = source === 'cashback' ? 'CASHBACK' : 'REBATE';
        await app.events
          .publish(member.userId, {
            topic_name: topic,
            data: { transfer_id: moved.id, amount: moved.amount },
          })
          .catch((error: unknown) => request.log.warn({ err: error }, `${topic} event not published`));
      }
      return moved;
    });
  }

  memberRoute(app, walletTransferApi.minimumTransferFind, async ({ member }) => {
    const user = await app.db.query<{ currency_id: number }>('SELECT currency_id FROM users WHERE id = $1', [
      member.userId,
    ]);
    const { currency, min } = await minimumTransfer(app.db, user.rows[0]?.currency_id ?? 0);
    const money = (minor: bigint) => minorToMoney(minor, currency.scale);
    const balance = async (kind: TransferSource) =>
      money(await balanceOf(app.db, { userId: member.userId, kind }));
    return {
      currency_id: currency.id,
      min_amount: money(min),
      cashback: await balance('cashback'),
      rebate: await balance('rebate'),
      affiliate: await balance('affiliate'),
    };
  });

  memberRoute(app, walletTransferApi.transferHistoryFind, async ({ member, query }) => {
    const params: unknown[] = [];
    const where = conditions(member.userId, query, params);
    const total = await app.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM wallet_transfers t ${where}`,
      params,
    );
    const limit = query.$limit ?? 20;
    const skip = query.$skip ?? 0;
    const order = orderOf(query.$sort, { createdAt: 't.created_at', amount: 't.amount' }, 't.id');
    const { rows } = await app.db.query<WalletTransferRow>(
      `${WALLET_TRANSFER_SELECT} ${where} ${order} LIMIT ${limit} OFFSET ${skip}`,
      params,
    );
    return { total: Number(total.rows[0]?.n ?? 0n), limit, skip, data: rows.map(toWalletTransfer) };
  });

  memberRoute(app, walletTransferApi.transferHistorySummaryFind, async ({ member, query }) => {
    const params: unknown[] = [];
    const where = conditions(member.userId, query, params);
    const { rows } = await app.db.query<{ source: TransferSource; n: bigint; total: bigint }>(
      `SELECT t.source, count(*) AS n, sum(t.amount)::bigint AS total FROM wallet_transfers t ${where} GROUP BY t.source`,
      params,
    );
    const user = await app.db.query<{ scale: number }>(
      'SELECT c.scale FROM users u JOIN currencies c ON c.id = u.currency_id WHERE u.id = $1',
      [member.userId],
    );
    const scale = user.rows[0]?.scale ?? 2;
    const sum = (source?: TransferSource) =>
      rows.filter((r) => !source || r.source === source).reduce((acc, r) => acc + r.total, 0n);
    return {
      total_count: rows.reduce((acc, r) => acc + Number(r.n), 0),
      cashback_amount: minorToMoney(sum('cashback'), scale),
      rebate_amount: minorToMoney(sum('rebate'), scale),
      affiliate_amount: minorToMoney(sum('affiliate'), scale),
      total_amount: minorToMoney(sum(), scale),
    };
  });
}
