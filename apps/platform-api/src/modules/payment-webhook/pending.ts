import type { PendingGatewayDeposit } from '@casino/contracts';
import { minorToMoney, PaymentProvider } from '@casino/contracts';
import type { Queryable } from '../../db/types';

/** Pending deposits a gateway settles (QR, phone wallet, crypto, announced auto bank), newest first. */
export async function pendingGatewayDeposits(db: Queryable): Promise<PendingGatewayDeposit[]> {
  const { rows } = await db.query<{
    reference: string;
    provider: string;
    payment_type_code: string;
    amount: bigint;
    scale: number;
    username: string;
    expires_at: Date | null;
    payment_address: string | null;
    crypto_amount: string | null;
  }>(
    `SELECT d.reference, pt.provider, pt.payment_type_code, d.amount, c.scale, u.username, d.expires_at,
            d.payment_address, d.crypto_amount
       FROM deposits d JOIN payment_types pt ON pt.id = d.payment_type_id
       JOIN currencies c ON c.id = d.currency_id JOIN users u ON u.id = d.user_id
      WHERE d.status = 'pending' AND pt.provider IS NOT NULL
      ORDER BY d.created_at DESC LIMIT 100`,
  );
  return rows.flatMap((r) => {
    const provider = PaymentProvider.safeParse(r.provider);
    if (!provider.success) return [];
    return [
      {
        reference: r.reference,
        provider: provider.data,
        payment_type_code: r.payment_type_code,
        amount: minorToMoney(r.amount, r.scale),
        username: r.username,
        expires_at: r.expires_at ? new Date(r.expires_at).toISOString() : null,
        payment_address: r.payment_address,
        crypto_amount: r.crypto_amount,
      },
    ];
  });
}
