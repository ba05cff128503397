import multipart from '@fastify/multipart';
import { depositApi, minorToMoney, SLIP_FILE_PATH, SLIP_MAX_BYTES } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from '../../http/errors';
import { memberRoute } from '../../http/route';
import { readUpload, receiveImageUpload, sendImage } from '../../uploads';
import { percentFee } from './amounts';
import {
  cryptoTokens,
  exchangeRate,
  memberCurrency,
  methodFor,
  methodsFor,
  receivingAccounts,
  toBankInformation,
  toCryptoCurrency,
  toPaymentType,
} from './catalogue';
import { createGatewayDeposit, createPromptpayDeposit, createSlipDeposit, parseAmount } from './create';
import { depositHistory, depositSummary } from './history';
import { findDeposit, toDeposit } from './repository';
import { depositAdminRoutes } from './admin-routes';
import { DEPOSIT_MESSAGES } from './strings';

const page = <T>(data: T[]) => ({ total: data.length, limit: data.length, skip: 0, data });

/** Member deposit endpoints: catalogue, the five methods' creation, slips, pending check and history. */
export async function depositRoutes(app: FastifyInstance) {
  // Scoped to this plugin: only upload-slip accepts multipart.
  await app.register(multipart, { limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  const readDeposit = async (id: bigint) => {
    const row = await findDeposit(app.db, { id });
    if (!row) throw new Error(`deposit ${id} vanished after insert`);
    return toDeposit(row);
  };

  memberRoute(app, depositApi.paymentTypeFind, async ({ member }) => {
    const currency = await memberCurrency(app.db, member.userId);
    return page((await methodsFor(app.db, currency.currencyId)).map((m) => toPaymentType(m, currency)));
  });

  memberRoute(app, depositApi.paymentBankInformationFind, async ({ member, query }) => {
    const currency = await memberCurrency(app.db, member.userId);
    const accounts = await receivingAccounts(app.db, currency.currencyId, {
      paymentTypeId: query.payment_type_id,
    });
    return page(accounts.map((a) => toBankInformation(a, currency.scale)));
  });

  memberRoute(app, depositApi.currencyCryptoFind, async ({ member, query }) => {
    const currency = await memberCurrency(app.db, member.userId);
    const tokens = await cryptoTokens(app.db, { paymentTypeId: query.payment_type_id });
    const priced = [];
    for (const token of tokens) {
      const rate = await exchangeRate(app.db, currency.code, token.token);
      if (rate) priced.push(toCryptoCurrency(token, rate));
    }
    return page(priced);
  });

  memberRoute(app, depositApi.minimumTransactionFind, async ({ member, query }) => {
    const currency = await memberCurrency(app.db, member.userId);
    const method = await methodFor(app.db, currency.currencyId, { id: query.payment_type_id });
    const amount = parseAmount(query.amount, currency, 'query.amount');
    const fee = percentFee(amount, method.fee_bps) + method.service_charge;
    const money = (minor: bigint) => minorToMoney(minor, currency.scale);
    return {
      deposit_amount: money(amount),
      fee: money(fee),
      receive_amount: money(amount - fee),
      rounding: 'half-up' as const,
    };
  });

  memberRoute(app, depositApi.checkPendingDepositFind, async ({ member }) => {
    const { rows } = await app.db.query<{ id: bigint }>(
      `SELECT id FROM deposits WHERE user_id = $1 AND status = 'pending'`,
      [member.userId],
    );
    const id = rows[0]?.id;
    const deposit = id === undefined ? null : await readDeposit(id);
    return { has_pending: deposit !== null, deposit };
  });

  memberRoute(app, depositApi.depositTransactionFind, ({ member, query }) =>
    depositHistory(app.db, member.userId, query),
  );

  memberRoute(app, depositApi.depositTransactionSummaryFind, ({ member, query }) =>
    depositSummary(app.db, member.userId, query),
  );

  memberRoute(app, depositApi.depositTransactionCreate, async ({ member, body }) =>
    readDeposit(await app.db.transaction((tx) => createSlipDeposit(tx, member.userId, body))),
  );

  memberRoute(app, depositApi.depositPromptpayCreate, async ({ member, body }) =>
    readDeposit(await app.db.transaction((tx) => createPromptpayDeposit(tx, member.userId, body))),
  );

  memberRoute(app, depositApi.depositGatewayCreate, async ({ member, body }) =>
    readDeposit(
      await app.db.transaction((tx) =>
        createGatewayDeposit(tx, member.userId, body, app.config.paymentWebhookSecret),
      ),
    ),
  );

  memberRoute(app, depositApi.uploadSlipCreate, async ({ member, request }) => {
    const stored = await receiveImageUpload(app, request, {
      userId: member.userId,
      purpose: 'slip',
      messages: {
        missing: DEPOSIT_MESSAGES.slipMissing,
        tooLarge: DEPOSIT_MESSAGES.slipTooLarge,
        unsupported: DEPOSIT_MESSAGES.slipUnsupported,
      },
    });
    return {
      id: stored.id,
      url: `${SLIP_FILE_PATH}/${stored.id}`,
      content_type: stored.contentType,
      size: stored.size,
    };
  });

  await app.register(depositAdminRoutes);

  // The slip image itself: bytes, not JSON, so a plain route; only its owner may read it.
  app.get<{ Params: { id: string } }>(
    `${SLIP_FILE_PATH}/:id`,
    { onRequest: app.authenticate, schema: { hide: true } },
    async (request, reply) => {
      const upload = await readUpload(app.db, app.config.uploadDir, request.params.id);
      if (!upload || upload.userId !== request.member?.userId) {
        throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
      }
      return sendImage(reply, upload.contentType, upload.data);
    },
  );
}
