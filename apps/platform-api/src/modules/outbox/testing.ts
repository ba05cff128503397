import type { FastifyInstance } from 'fastify';

export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  otp: string | null;
  otpReferenceCode: string | null;
  createdAt: string;
}

/** Messages for a recipient from the dev outbox JSON, newest first (as the e2e tests read them). */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`outbox read failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: OutboxEntry[] }>().data;
}

/** The newest code sent to the recipient. */
export async function latestOtp(
  app: FastifyInstance,
  to: string,
): Promise<{ otp: string; reference: string }> {
  const [entry] = await outboxFor(app, to);
  if (!entry?.otp || !entry.otpReferenceCode) throw new Error(`no OTP in the outbox for ${to}`);
  return { otp: entry.otp, reference: entry.otpReferenceCode };
}

/** A six-digit code that is not `otp`. */
export const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
