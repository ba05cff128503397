import { gamesApi } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paging } from '../../http/find';
import { memberRoute, route } from '../../http/route';
import { keptReplies } from '../../plugins/read-cache';
import { betSummary, listBetRecords, totalBetByGame } from './bet-history';
import { listGames } from './catalogue';
import { gameOrNotFound, launchDemo, launchGame } from './launch';
import { listCategories, listCategoriesWithProviders, listProviders, listTags, page } from './lobby';

/** Spec page size of the favourites list. */
const FAVORITES_PAGE = 50;
/** PostgreSQL `integer`, the type of game ids. */
const MAX_INT4 = 2_147_483_647;

export async function gamesRoutes(app: FastifyInstance) {
  /** A visitor sees no favourites; a member with a valid session sees theirs on public lists too. */
  const viewerOf = async (request: FastifyRequest) => (await app.sessionOf(request))?.userId ?? 0;

  // A visitor's kept page is answered before its query is checked again.
  app.addHook('preValidation', keptReplies(app));
  for (const endpoint of [gamesApi.gameListFind, gamesApi.allGamesFind]) {
    route(app, endpoint, async ({ query, request, reply }) => {
      const viewer = await viewerOf(request);
      const load = () =>
        listGames(
          app.db,
          {
            search: query.search,
            providerId: query.provider_id,
            categoryId: query.game_category_id,
            tag: query.tag,
            isDemo: query.is_demo,
          },
          paging(query),
          viewer,
        );
      // Every visitor gets the same page for the same query; a member's carries their favourites.
      return viewer === 0 ? app.readCache.reply(request.url, reply, load) : load();
    });
  }

  route(app, gamesApi.gameListFirstPageFind, async ({ query, request }) => {
    const viewer = await viewerOf(request);
    const categories = await listCategories(app.db);
    const sections = await Promise.all(
      categories.map(async (category) => ({
        ...category,
        games: (
          await listGames(app.db, { categoryId: category.id }, { limit: query.per_category ?? 12 }, viewer)
        ).data,
      })),
    );
    return page(sections, undefined, undefined);
  });

  route(app, gamesApi.providerFind, async ({ query }) =>
    page(
      await listProviders(
        app.db,
        { categoryId: query.game_category_id, isFreespin: query.is_freespin },
        query.$sort,
      ),
      query.$limit,
      query.$skip,
    ),
  );

  route(app, gamesApi.gameCategoryFind, async ({ query }) =>
    page(await listCategories(app.db, query.$sort?.order_no ?? 1), query.$limit, query.$skip),
  );

  route(app, gamesApi.gameCategoryListFind, async ({ query }) => {
    const list = await listCategoriesWithProviders(app.db);
    return page(query.$sort?.order_no === -1 ? list.reverse() : list, query.$limit, query.$skip);
  });

  route(app, gamesApi.tagFind, async ({ query }) =>
    page(await listTags(app.db, query.$sort?.order_no ?? 1), query.$limit, query.$skip),
  );

  route(app, gamesApi.enterGameDemo, async ({ body }) =>
    launchDemo(app.db, body.game_list_id, body.languageCode),
  );

  memberRoute(app, gamesApi.enterGame, async ({ body, member }) =>
    app.db.transaction((tx) => launchGame(tx, member.userId, body.game_list_id, body.languageCode)),
  );

  memberRoute(app, gamesApi.favoriteFind, async ({ member, query }) =>
    listGames(
      app.db,
      { favoritesOf: member.userId },
      {
        sort: query.$sort,
        limit: Math.min(query.$limit ?? FAVORITES_PAGE, FAVORITES_PAGE),
        skip: query.$skip,
      },
      member.userId,
      '',
      'f.created_at DESC, g.id',
    ),
  );

  memberRoute(app, gamesApi.favoriteCreate, async ({ member, body }) => {
    const game = await gameOrNotFound(app.db, body.game_list_id);
    await app.db.query(
      'INSERT INTO game_favorites (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [member.userId, game.id],
    );
    return { game_list_id: game.id, is_favorite: true };
  });

  memberRoute(app, gamesApi.favoriteRemove, async ({ member, id }) => {
    // Anything but a game id the column can hold names no favourite: `1e32` once reached SQL as "1e+32".
    const gameId = Number(id);
    const valid = Number.isSafeInteger(gameId) && gameId > 0 && gameId <= MAX_INT4;
    if (valid) {
      await app.db.query('DELETE FROM game_favorites WHERE user_id = $1 AND game_id = $2', [
        member.userId,
        gameId,
      ]);
    }
    return { game_list_id: valid ? gameId : 0, is_favorite: false };
  });

  memberRoute(app, gamesApi.lastPlayedFind, async ({ member, query }) => {
    const result = await listGames<
      { played_at: Date } & Awaited<ReturnType<typeof listGames>>['data'][number]
    >(
      app.db,
      { playedBy: member.userId, categoryId: query.category_id, providerId: query.provider_id },
      paging(query),
      member.userId,
      ', lp.played_at',
      'lp.played_at DESC, g.id',
    );
    return {
      ...result,
      data: result.data.map((row) => ({ ...row, played_at: new Date(row.played_at).toISOString() })),
    };
  });

  const betFilter = (
    userId: number,
    query: {
      date_from?: string | undefined;
      date_to?: string | undefined;
      game_list_id?: number | undefined;
      provider_id?: number | undefined;
    },
  ) => ({
    userId,
    from: query.date_from,
    to: query.date_to,
    gameId: query.game_list_id,
    providerId: query.provider_id,
  });

  memberRoute(app, gamesApi.betTransactionFind, async ({ member, query }) =>
    listBetRecords(
      app.db,
      { ...betFilter(member.userId, query), subType: query.sub_type },
      { limit: query.$limit, skip: query.$skip, direction: query.$sort?.created_at },
    ),
  );

  memberRoute(app, gamesApi.betTransactionSummary, async ({ member, query }) =>
    betSummary(app.db, betFilter(member.userId, query)),
  );

  memberRoute(app, gamesApi.totalBetFind, async ({ member, query }) =>
    totalBetByGame(app.db, betFilter(member.userId, query), {
      limit: query.$limit,
      skip: query.$skip,
      direction: query.$sort?.total_bet,
    }),
  );
}
