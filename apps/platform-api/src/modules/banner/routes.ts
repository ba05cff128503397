import * as bannerApi from '@casino/contracts/banner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from '../../http/errors';
import { route } from '../../http/route';
import { bannerAdminRoutes } from './admin';
import { BANNER_ART_PATH, bannerArt } from './art';
import { bannersFor } from './banners';

/**
 * The home page's banners (public): those of a language whose window holds now, and their artwork, drawn
 * in the served brand's colours; and staff's list and editor.
 */
export default fp(
  async function bannerRoutes(app: FastifyInstance) {
    route(app, bannerApi.systemBannerFind, async ({ query }) => {
      const data = await bannersFor(app.db, query.language_id);
      return { total: data.length, limit: data.length, skip: 0, data };
    });

    app.get<{ Params: { file: string } }>(
      `${BANNER_ART_PATH}/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const svg = bannerArt(request.params.file.replace(/\.svg$/, ''), app.config.brand.colors);
        if (!svg) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
      },
    );

    bannerAdminRoutes(app);
  },
  { name: 'banner-routes', dependencies: ['admin'] },
);
