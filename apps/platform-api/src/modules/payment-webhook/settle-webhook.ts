import type { PaymentProvider, PaymentWebhook, WebhookResult, WsMessage } from '@casino/contracts';
import { moneyToMinor } from '@casino/contracts';
import type { Db, Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { methodFor } from '../deposit/catalogue';
import { insertDeposit } from '../deposit/create';
import { findDeposit } from '../deposit/repository';
import { applyCredit, creditDeposit, failDeposit } from '../deposit/settle';
import { DEPOSIT_MESSAGES } from '../deposit/strings';

export interface WebhookHandled {
  result: WebhookResult;
  event: { userId: number; message: WsMessage } | null;
  /** Set when the payment is refused (expired QR): the caller answers an error after committing. */
  refusal?: AppError;
}

/**
 * Applies one verified webhook inside one transaction. The event id is recorded first: a second
 * delivery of the same id (even concurrently: the primary key makes it wait, then conflict) changes
 * nothing and is answered `duplicate` with the first delivery's deposit. The ledger's idempotency key (the deposit reference) guards crediting twice as well.
 */
export async function applyWebhook(
  db: Db,
  provider: PaymentProvider,
  payload: PaymentWebhook,
): Promise<WebhookHandled> {
  return db.transaction(async (tx) => {
    const recorded = await tx.query(
      `INSERT INTO payment_webhook_events (provider, event_id, payload, outcome) VALUES ($1, $2, $3, 'received')
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
      [provider, payload.event_id, JSON.stringify(payload)],
    );
    if (recorded.rowCount === 0) {
      // A redelivery names the deposit the first delivery settled, as its answer did.
      const first = await tx.query<{ reference: string | null }>(
        'SELECT reference FROM payment_webhook_events WHERE provider = $1 AND event_id = $2',
        [provider, payload.event_id],
      );
      return { result: { outcome: 'duplicate', reference: first.rows[0]?.reference ?? null }, event: null };
    }
    const handled =
      payload.type === 'bank.statement'
        ? await statementLine(tx, provider, payload)
        : await paid(tx, provider, payload);
    await tx.query(
      'UPDATE payment_webhook_events SET outcome = $3, reference = $4 WHERE provider = $1 AND event_id = $2',
      [provider, payload.event_id, handled.result.outcome, handled.result.reference],
    );
    return handled;
  });
}

async function paid(
  tx: Queryable,
  provider: PaymentProvider,
  payload: Extract<PaymentWebhook, { type: 'payment.succeeded' }>,
): Promise<WebhookHandled> {
  const row = await findDeposit(tx, { reference: payload.reference }, true);
  if (!row || row.provider !== provider)
    return { result: { outcome: 'unmatched', reference: null }, event: null };
  const reference = row.reference;
  if (row.status !== 'pending') return { result: { outcome: 'already_final', reference }, event: null };
  if (amountOf(payload.amount, row.scale) !== row.amount) {
    return { result: { outcome: 'rejected', reference }, event: null };
  }
  if (row.expires_at && new Date(row.expires_at).getTime() < Date.now()) {
    const failed = await failDeposit(tx, row.id, 'expired');
    return {
      result: { outcome: 'expired', reference },
      event: failed.event,
      refusal: new AppError(409, 'QR_CODE_EXPIRED', DEPOSIT_MESSAGES.qrExpired),
    };
  }
  const credited = await creditDeposit(tx, row.id, { transactionId: payload.transaction_id });
  return {
    result: { outcome: credited.outcome === 'credited' ? 'credited' : 'already_final', reference },
    event: credited.event,
  };
}

const amountOf = (amount: string, scale: number) => {
  try {
    return moneyToMinor(amount, scale);
  } catch {
    return -1n;
  }
};

/**
 * Auto bank: the line's bank and account number identify the member (their registered account).
 * Their pending auto-bank deposit of that amount is credited, else a new auto-bank deposit is.
 */
async function statementLine(
  tx: Queryable,
  provider: PaymentProvider,
  line: Extract<PaymentWebhook, { type: 'bank.statement' }>,
): Promise<WebhookHandled> {
  if (provider !== 'autobank') return { result: { outcome: 'rejected', reference: null }, event: null };
  const members = await tx.query<{ id: number; currency_id: number; scale: number; code: string }>(
    `SELECT u.id, u.currency_id, c.scale, c.code FROM users u
       JOIN banks b ON b.id = u.bank_currency_information_id
       JOIN currencies c ON c.id = u.currency_id
      WHERE b.bank_code = $1 AND u.bank_no = $2`,
    [line.bank_code, line.account_no],
  );
  // An account shared by two members cannot be attributed safely: staff handle it.
  const member = members.rows.length === 1 ? members.rows[0] : undefined;
  if (!member) return { result: { outcome: 'unmatched', reference: null }, event: null };
  const amount = amountOf(line.amount, member.scale);
  if (amount <= 0n) return { result: { outcome: 'rejected', reference: null }, event: null };
  const currency = { currencyId: member.currency_id, code: member.code, scale: member.scale };
  const method = await methodFor(tx, currency.currencyId, { code: 'AUTO_BANK' });

  const pending = await tx.query<{ id: bigint }>(
    `SELECT d.id FROM deposits d WHERE d.user_id = $1 AND d.status = 'pending' AND d.payment_type_id = $2
        AND d.amount = $3 FOR UPDATE`,
    [member.id, method.payment_type_id, amount],
  );
  const pendingId = pending.rows[0]?.id;
  let credited;
  if (pendingId !== undefined) credited = await creditDeposit(tx, pendingId);
  else {
    // Unannounced transfer: recorded straight as settled, so another pending deposit does not clash.
    const id = await insertDeposit(tx, { userId: member.id, currency, method, amount, status: 'success' });
    const row = await findDeposit(tx, { id });
    if (!row) throw new Error('auto-bank deposit vanished after insert');
    credited = await applyCredit(tx, row);
  }
  const reference = credited.deposit?.reference ?? null;
  return { result: { outcome: 'credited', reference }, event: credited.event };
}
