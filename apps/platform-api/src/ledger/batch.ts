import type { Queryable } from '../db/types';
import { accountIdOf, isMemberRef, lockAccounts } from './accounts';
import { insufficientFunds, LedgerInputError, LEDGER_MESSAGES } from './errors';
import { replay, validate } from './transfer';
import type { AccountRef, MemberAccountKind, TransferInput, TransferResult } from './types';

const POINT_KINDS: readonly MemberAccountKind[] = ['points', 'badge_points'];

type MemberRef = Extract<AccountRef, { userId: number }>;
const memberKey = (ref: MemberRef) => `${ref.userId}:${ref.kind}`;

/** Account ids of many member accounts in two statements, creating the missing ones. */
async function memberAccountIds(tx: Queryable, refs: MemberRef[]): Promise<Map<string, number>> {
  const unique = [...new Map(refs.map((ref) => [memberKey(ref), ref])).values()];
  const params = [unique.map((ref) => ref.userId), unique.map((ref) => ref.kind)];
  await tx.query(
    `INSERT INTO accounts (user_id, kind, currency_id)
     SELECT u.id, v.kind, CASE WHEN v.kind = ANY($3::text[]) THEN NULL ELSE u.currency_id END
       FROM unnest($1::int[], $2::text[]) AS v(user_id, kind) JOIN users u ON u.id = v.user_id
     ON CONFLICT (user_id, kind) DO NOTHING`,
    [...params, [...POINT_KINDS]],
  );
  const { rows } = await tx.query<{ id: number; user_id: number; kind: string }>(
    `SELECT a.id, a.user_id, a.kind FROM accounts a
       JOIN unnest($1::int[], $2::text[]) AS v(user_id, kind) ON a.user_id = v.user_id AND a.kind = v.kind`,
    params,
  );
  return new Map(rows.map((row) => [`${row.user_id}:${row.kind}`, row.id]));
}

async function accountIdsOf(tx: Queryable, refs: AccountRef[]): Promise<number[]> {
  const members = await memberAccountIds(tx, refs.filter(isMemberRef));
  const systems = new Map<string, number>();
  const ids: number[] = [];
  for (const ref of refs) {
    if (isMemberRef(ref)) {
      const id = members.get(memberKey(ref));
      if (id === undefined) throw new LedgerInputError(LEDGER_MESSAGES.unknownAccount);
      ids.push(id);
      continue;
    }
    const key = `${ref.system}:${ref.currencyId}`;
    const id = systems.get(key) ?? (await accountIdOf(tx, ref));
    systems.set(key, id);
    ids.push(id);
  }
  return ids;
}

/**
 * Many transfers at once, for jobs that pay thousands of members: the rules of `transfer` (a unique key
 * per transfer with the same replay, accounts locked in ascending id order, member balances never below
 * zero, immutable entries) in a few statements for the whole batch instead of five per transfer. All
 * or nothing: one refused transfer fails the caller's transaction.
 */
export async function transferBatch(
  tx: Queryable,
  inputs: readonly TransferInput[],
): Promise<TransferResult[]> {
  if (inputs.length === 0) return [];
  inputs.forEach(validate);
  if (new Set(inputs.map((input) => input.idempotencyKey)).size !== inputs.length) {
    throw new LedgerInputError('a batch uses one idempotency key twice');
  }
  const ids = await accountIdsOf(
    tx,
    inputs.flatMap((input) => [input.debit, input.credit]),
  );
  const sides = inputs.map((_, i) => ({ debitId: ids[2 * i] ?? 0, creditId: ids[2 * i + 1] ?? 0 }));
  const accounts = await lockAccounts(tx, [...new Set(ids)]);
  for (const { debitId, creditId } of sides) {
    if (debitId === creditId) throw new LedgerInputError('debit and credit are the same account');
    if (accounts.get(debitId)?.currency_id !== accounts.get(creditId)?.currency_id) {
      throw new LedgerInputError(LEDGER_MESSAGES.currencyMismatch);
    }
  }

  const claimed = await tx.query<{ id: bigint; idempotency_key: string }>(
    `INSERT INTO transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, reference, metadata)
     SELECT key, kind, debit, credit, amount, reference, metadata::jsonb
       FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::bigint[], $6::text[], $7::text[])
         AS v(key, kind, debit, credit, amount, reference, metadata)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key`,
    [
      inputs.map((input) => input.idempotencyKey),
      inputs.map((input) => input.type),
      sides.map((side) => side.debitId),
      sides.map((side) => side.creditId),
      inputs.map((input) => String(input.amount)),
      inputs.map((input) => input.reference ?? null),
      inputs.map((input) => JSON.stringify(input.metadata ?? {})),
    ],
  );
  const newIds = new Map(claimed.rows.map((row) => [row.idempotency_key, row.id]));

  const balances = new Map([...accounts].map(([id, row]) => [id, row.balance]));
  const results: TransferResult[] = [];
  const entries: { transferId: bigint; accountId: number; amount: bigint; after: bigint }[] = [];
  for (const [i, input] of inputs.entries()) {
    const { debitId, creditId } = sides[i] ?? { debitId: 0, creditId: 0 };
    const transferId = newIds.get(input.idempotencyKey);
    if (transferId === undefined) {
      results.push(await replay(tx, input));
      continue;
    }
    const debitBefore = balances.get(debitId) ?? 0n;
    if (accounts.get(debitId)?.user_id !== null && debitBefore < input.amount) throw insufficientFunds();
    const debitAfter = debitBefore - input.amount;
    const creditAfter = (balances.get(creditId) ?? 0n) + input.amount;
    balances.set(debitId, debitAfter);
    balances.set(creditId, creditAfter);
    entries.push(
      { transferId, accountId: debitId, amount: -input.amount, after: debitAfter },
      { transferId, accountId: creditId, amount: input.amount, after: creditAfter },
    );
    results.push({
      transferId,
      replayed: false,
      debitAccountId: debitId,
      creditAccountId: creditId,
      debitBalanceAfter: debitAfter,
      creditBalanceAfter: creditAfter,
    });
  }
  if (entries.length === 0) return results;

  const changed = [...new Set(entries.map((entry) => entry.accountId))];
  await tx.query(
    `UPDATE accounts SET balance = v.balance FROM unnest($1::int[], $2::bigint[]) AS v(id, balance)
      WHERE accounts.id = v.id`,
    [changed, changed.map((id) => String(balances.get(id) ?? 0n))],
  );
  await tx.query(
    `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
     SELECT * FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::bigint[])`,
    [
      entries.map((entry) => String(entry.transferId)),
      entries.map((entry) => entry.accountId),
      entries.map((entry) => String(entry.amount)),
      entries.map((entry) => String(entry.after)),
    ],
  );
  return results;
}
