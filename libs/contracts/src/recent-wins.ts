import { z } from './zod-config';
import { WalletCurrency } from './entities/user';
import { MoneyString } from './money';

/**
 * One notable win of the site's recent rounds, as anyone may see it (the home page's ticker): never the
 * member's id or full username, only a masked name (`ab***9`).
 */
export const RecentWin = z.object({
  /** Opaque and stable: the same win keeps its id in the list and in the RECENT_WIN message. */
  id: z.string().min(1).max(64),
  game_list_id: z.number().int().positive(),
  game_name: z.string(),
  image_url: z.string().nullable(),
  provider_name: z.string(),
  /** The winner's username with its middle hidden: the first two characters, `***`, the last one. */
  masked_username: z.string(),
  /** What the round paid, a decimal in major units of `currency` (like every amount of the API). */
  amount: MoneyString,
  currency: WalletCurrency,
  /** The win over the stake it paid for (two decimals), when the stake is known and above zero. */
  multiplier: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable(),
  won_at: z.iso.datetime({ offset: true }),
});
export type RecentWin = z.infer<typeof RecentWin>;
