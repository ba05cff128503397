import { parseArgs } from 'node:util';
import { PaymentProvider } from '@casino/contracts';
import type { SimulatorOptions } from './client';
import { DEV_SECRET, listPending, pay, statement } from './client';

export const USAGE = `Payment simulator: settles deposits through the API's signed payment webhook.

  list                                               pending gateway deposits
  pay <reference> [--amount 500.00] [--event-id X]   pay a QR, phone-wallet, crypto or auto-bank deposit
      [--provider promptpay|truewallet|crypto|autobank --amount A]   without the dev-only lookup
  statement --bank KBANK --account 1234567890 --amount 500 [--event-id X]
                                                     post a bank statement line (auto bank)

Environment: API_URL (default http://localhost:3000), PAYMENT_WEBHOOK_SECRET (default: the API's dev secret).`;

export interface CliIo {
  out(line: string): void;
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

/** Runs one command; returns the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      amount: { type: 'string' },
      provider: { type: 'string' },
      bank: { type: 'string' },
      account: { type: 'string' },
      'event-id': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const options: SimulatorOptions = {
    apiUrl: (io.env['API_URL'] ?? 'http://localhost:3000').replace(/\/$/, ''),
    secret: io.env['PAYMENT_WEBHOOK_SECRET'] ?? DEV_SECRET,
    ...(io.fetch ? { fetch: io.fetch } : {}),
  };
  const [command, reference] = positionals;
  const eventId = values['event-id'];

  if (command === 'list') {
    const pending = await listPending(options);
    if (pending.length === 0) io.out('No pending gateway deposits.');
    for (const d of pending) {
      const crypto = d.crypto_amount ? ` ${d.crypto_amount} to ${d.payment_address ?? ''}` : '';
      io.out(
        `${d.reference}  ${d.payment_type_code.padEnd(10)} ${d.amount.padStart(12)}  ${d.username}${crypto}`,
      );
    }
    return 0;
  }
  if (command === 'pay' && reference) {
    const provider = values.provider ? PaymentProvider.parse(values.provider) : undefined;
    const reply = await pay(options, reference, {
      ...(values.amount ? { amount: values.amount } : {}),
      ...(provider ? { provider } : {}),
      ...(eventId ? { eventId } : {}),
    });
    io.out(`${reply.status} ${reply.body.outcome ?? reply.body.message ?? ''}`);
    return reply.status === 200 ? 0 : 1;
  }
  if (command === 'statement' && values.bank && values.account && values.amount) {
    const reply = await statement(options, {
      bank: values.bank,
      account: values.account,
      amount: values.amount,
      ...(eventId ? { eventId } : {}),
    });
    io.out(
      `${reply.status} ${reply.body.outcome ?? reply.body.message ?? ''}${reply.body.reference ? ` ${reply.body.reference}` : ''}`,
    );
    return reply.status === 200 ? 0 : 1;
  }
  io.out(USAGE);
  return values.help ? 0 : 2;
}
