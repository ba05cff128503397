import type { FastifyInstance } from 'fastify';
import { publishMemoNotice } from '../memo';
import type { WithdrawalOutcome } from './service';

/** The one place withdrawals reach the WITHDRAWAL websocket topic; called after the commit. */
export async function publishWithdrawal(app: FastifyInstance, outcome: WithdrawalOutcome): Promise<void> {
  // A repeated request changed nothing: its first answer already announced it.
  if (!outcome.event) return;
  await app.events.publish(outcome.event.userId, outcome.event.message).catch((error: unknown) => {
    // The money has moved; a lost notification only delays the client's refresh.
    app.log.warn({ err: error, reference: outcome.row.reference }, 'withdrawal event not published');
  });
  if (outcome.memo) await publishMemoNotice(app, outcome.event.userId);
}
