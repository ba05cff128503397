import type { ContactChannel } from '@casino/contracts';
import type { ChatVendor } from '@casino/contracts/contact';
import { CHAT_SCRIPT_ORIGINS, contactTarget } from '@casino/contracts/contact';
import type { Queryable } from '../../db/types';

const COLUMNS = 'id, contact_code_name, name, contact_link, is_default';

/** Every contact channel, in the order the site offers them (the public find's order). */
export async function listContactChannels(db: Queryable): Promise<ContactChannel[]> {
  return (await db.query<ContactChannel>(`SELECT ${COLUMNS} FROM contact_channels ORDER BY id`)).rows;
}

export async function contactChannel(db: Queryable, id: number): Promise<ContactChannel | undefined> {
  return (await db.query<ContactChannel>(`SELECT ${COLUMNS} FROM contact_channels WHERE id = $1`, [id]))
    .rows[0];
}

/** Serialises staff changes (one default at a time) until the caller's transaction ends. */
export async function lockContactChannels(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('contact_channels'))`);
}

type ChannelFields = Omit<ContactChannel, 'id'>;

/** Creates a channel, or replaces the one with `id`; a default one makes every other one not default. */
export async function writeContactChannel(
  tx: Queryable,
  id: number | undefined,
  fields: ChannelFields,
): Promise<ContactChannel> {
  const values = [fields.contact_code_name, fields.name, fields.contact_link, fields.is_default];
  const saved =
    id === undefined
      ? await tx.query<ContactChannel>(
          `INSERT INTO contact_channels (contact_code_name, name, contact_link, is_default)
           VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
          values,
        )
      : await tx.query<ContactChannel>(
          `UPDATE contact_channels SET contact_code_name = $1, name = $2, contact_link = $3, is_default = $4
           WHERE id = $5 RETURNING ${COLUMNS}`,
          [...values, id],
        );
  const row = saved.rows[0];
  if (!row) throw new Error('the saved contact channel is gone');
  if (row.is_default) {
    await tx.query('UPDATE contact_channels SET is_default = false WHERE id <> $1 AND is_default', [row.id]);
  }
  return row;
}

export async function removeContactChannel(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM contact_channels WHERE id = $1', [id]);
}

const VENDORS = Object.keys(CHAT_SCRIPT_ORIGINS) as ChatVendor[];

/**
 * The chat vendors whose widget the site may load: those of the channels whose link reads as that vendor's
 * widget (a link that does not is never loaded as a script). The content security policy allows these.
 */
export async function configuredChatVendors(db: Queryable): Promise<ChatVendor[]> {
  const kinds = new Set((await listContactChannels(db)).map((channel) => contactTarget(channel)?.kind));
  return VENDORS.filter((vendor) => kinds.has(vendor));
}
