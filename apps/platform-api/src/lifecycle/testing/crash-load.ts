import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { SIGNATURE_HEADER, WEBHOOK_PATH, hub88, walletTransferApi, withdrawalApi } from '@casino/contracts';
import { signPayload } from '../../modules/payment-webhook/signature';
import { signBody } from '../../modules/provider-wallet/keys';
import { WALLET_BASE } from '../../modules/provider-wallet/routes';

export interface Answer {
  status: number;
  body: unknown;
}

/** One money-moving request, kept to be sent again with the same keys after the restart. */
export interface Op {
  kind: 'deposit webhook' | 'withdrawal' | 'cashback transfer' | 'bet' | 'win';
  userId: number;
  /** What applying it once does to the member's main and cashback balances (minor units). */
  main: bigint;
  cashback: bigint;
  send(base: string): Promise<Answer>;
  /** Whether an answer says the operation happened (the caller may take it as done). */
  applied(answer: Answer): boolean;
  /** Whether a repeat's answer is the first one's, as the caller can tell. */
  same(first: Answer, again: Answer): boolean;
  /** The answer that arrived before the crash, if any. */
  first?: Answer;
}

export type Member =
  | { role: 'depositor'; userId: number; bearer: string }
  | { role: 'saver'; userId: number; bearer: string }
  | { role: 'player'; userId: number; token: string };

export interface Signers {
  webhookSecret: string;
  providerKey: string;
}

async function post(base: string, path: string, headers: Record<string, string>, raw: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: res.status, body };
}

const field = (answer: Answer, name: string) =>
  typeof answer.body === 'object' && answer.body !== null
    ? (answer.body as Record<string, unknown>)[name]
    : undefined;
const isOk = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const sameBody = (first: Answer, again: Answer) =>
  first.status === again.status && isDeepStrictEqual(first.body, again.body);

/** A gateway delivers each webhook again until it gets a 2xx; a redelivery is signed anew, same payload. */
function webhook(userId: number, reference: string, amount: string, minor: bigint, s: Signers): Op {
  const raw = JSON.stringify({
    event_id: `evt-${randomUUID()}`,
    type: 'payment.succeeded',
    reference,
    amount,
  });
  return {
    kind: 'deposit webhook',
    userId,
    main: minor,
    cashback: 0n,
    send: (base) =>
      post(base, `${WEBHOOK_PATH}/promptpay`, { [SIGNATURE_HEADER]: signPayload(s.webhookSecret, raw) }, raw),
    applied: (a) => isOk(a) && ['credited', 'duplicate'].includes(String(field(a, 'outcome'))),
    // The gateway's contract: a redelivered event is answered 200 `duplicate` for the same deposit.
    same: (first, again) =>
      again.status === first.status &&
      field(again, 'outcome') === 'duplicate' &&
      field(again, 'reference') === field(first, 'reference'),
  };
}

function memberCall(
  kind: 'withdrawal' | 'cashback transfer',
  m: { userId: number; bearer: string },
  path: string,
  payload: Record<string, unknown>,
  effect: { main: bigint; cashback: bigint },
): Op {
  const raw = JSON.stringify({ ...payload, idempotency_key: `crash-${randomUUID()}` });
  return {
    kind,
    userId: m.userId,
    ...effect,
    send: (base) => post(base, path, { authorization: m.bearer }, raw),
    applied: isOk,
    same: sameBody,
  };
}

function walletCall(
  kind: 'bet' | 'win',
  userId: number,
  body: Record<string, unknown>,
  s: Signers,
  main: bigint,
): Op {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  return {
    kind,
    userId,
    main,
    cashback: 0n,
    send: (base) =>
      post(
        base,
        `${WALLET_BASE}/transaction/${kind}`,
        { [hub88.HUB88_SIGNATURE_HEADER]: signBody(raw, s.providerKey) },
        raw,
      ),
    applied: (a) => a.status === 200 && field(a, 'status') === 'RS_OK',
    same: sameBody,
  };
}

const BAHT = 100n;
const HUB88_PER_MINOR = 1000n;

/**
 * One member's next operations, in the order they must happen: a depositor opens a PromptPay deposit
 * (no money moves) that the gateway's webhook pays; a saver withdraws and moves cashback to main; a player
 * bets and wins a round on the seamless wallet.
 */
async function nextOps(base: string, m: Member, s: Signers): Promise<Op[]> {
  if (m.role === 'depositor') {
    const opened = await post(
      base,
      '/api/mb/deposit-promptpay',
      { authorization: m.bearer },
      '{"deposit_amount":"500"}',
    );
    if (opened.status !== 201)
      throw new Error(`deposit not opened: ${opened.status} ${JSON.stringify(opened.body)}`);
    return [webhook(m.userId, String(field(opened, 'reference')), '500.00', 500n * BAHT, s)];
  }
  if (m.role === 'saver') {
    return [
      memberCall(
        'withdrawal',
        m,
        withdrawalApi.queueWithdrawalCreate.basePath,
        { amount: '100' },
        { main: -100n * BAHT, cashback: 0n },
      ),
      memberCall(
        'cashback transfer',
        m,
        walletTransferApi.cashbackTransferCreate.basePath,
        { amount: '5' },
        { main: 5n * BAHT, cashback: -5n * BAHT },
      ),
    ];
  }
  const round = {
    user: String(m.userId),
    token: m.token,
    round: randomUUID(),
    game_code: 'jade-fortune',
    currency: 'THB',
  };
  const bet = { ...round, transaction_uuid: randomUUID(), amount: Number(1n * BAHT * HUB88_PER_MINOR) };
  const win = {
    ...round,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    amount: Number(2n * BAHT * HUB88_PER_MINOR),
  };
  return [walletCall('bet', m.userId, bet, s, -1n * BAHT), walletCall('win', m.userId, win, s, 2n * BAHT)];
}

export interface LoadLog {
  /** Every operation sent (or about to be), per member in sending order. */
  ops: Op[];
  /** Answers before the crash that refused an operation (there should be none). */
  refused: { op: Op; answer: Answer }[];
  acknowledged(): number;
}

/**
 * Runs every member's operations one after another, all members at once, until the API goes away (the
 * crash): a request that got no answer stays in the log unanswered.
 */
export function runLoad(
  base: string,
  members: readonly Member[],
  s: Signers,
): { log: LoadLog; done: Promise<void> } {
  const log: LoadLog = {
    ops: [],
    refused: [],
    acknowledged: () => log.ops.filter((op) => op.first && op.applied(op.first)).length,
  };
  const worker = async (m: Member) => {
    for (;;) {
      let ops: Op[];
      try {
        ops = await nextOps(base, m, s);
      } catch {
        return; // the crash, or a refusal the final checks report through the missing money
      }
      for (const op of ops) {
        log.ops.push(op);
        try {
          op.first = await op.send(base);
        } catch {
          return;
        }
        if (!op.applied(op.first)) log.refused.push({ op, answer: op.first });
      }
    }
  };
  return { log, done: Promise.all(members.map(worker)).then(() => undefined) };
}

/** Sends every logged operation again, each member's in order; returns the mismatches found. */
export async function retryAll(base: string, log: LoadLog): Promise<string[]> {
  const problems: string[] = [];
  const byMember = new Map<number, Op[]>();
  for (const op of log.ops) byMember.set(op.userId, [...(byMember.get(op.userId) ?? []), op]);
  await Promise.all(
    [...byMember.values()].map(async (ops) => {
      for (const [index, op] of ops.entries()) {
        const again = await op.send(base);
        const label = `${op.kind} #${index} of member ${op.userId}`;
        if (!op.applied(again))
          problems.push(`${label}: retry refused ${again.status} ${JSON.stringify(again.body)}`);
        else if (op.first && op.applied(op.first) && !op.same(op.first, again)) {
          problems.push(
            `${label}: answered ${JSON.stringify(op.first.body)} before, ${JSON.stringify(again.body)} now`,
          );
        }
      }
    }),
  );
  return problems;
}
