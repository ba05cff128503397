import { z } from './zod-config';
import { GameListItem } from './games';

// Its own small module: the websocket's FREESPIN_PROMOTION (first load) and the free-spin endpoints
// (`@casino/contracts/rewards`) both need it, and the endpoints already import the websocket's schema.

/** A free-spin game as the spec names it (game_list_id, provider_id). */
export const FreeSpinGame = z.object({
  game_list_id: z.number().int().positive(),
  name: z.string(),
  image_url: z.string().nullable(),
  provider_id: z.number().int().positive(),
});
export type FreeSpinGame = z.infer<typeof FreeSpinGame>;

/**
 * A free-spin game with what launching it takes, exactly as the lobby's game items carry it (how its
 * provider opens, `use_iframe`, among them), so "Play now" launches it without a catalogue look-up.
 */
export const PlayableFreeSpinGame = FreeSpinGame.extend(
  GameListItem.pick({
    code: true,
    provider_name: true,
    use_iframe: true,
    game_category_id: true,
    category_code: true,
    is_demo: true,
  }).shape,
);
export type PlayableFreeSpinGame = z.infer<typeof PlayableFreeSpinGame>;

/**
 * The lobby item games-launch's launch takes. Tags and the member's favourite are the lobby's to show:
 * a launch reads neither (it reads the id and `use_iframe`; the play page the name).
 */
export function lobbyGameOf(game: PlayableFreeSpinGame): GameListItem {
  const { game_list_id: id, ...rest } = game;
  return { ...rest, id, tags: [], is_favorite: false };
}
