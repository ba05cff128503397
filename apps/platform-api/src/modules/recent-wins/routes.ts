import * as recentWinsApi from '@casino/contracts/recent-wins';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { RecentWinsFeed } from './feed';
import { recentWinsProjection } from './projection';

/**
 * Recent wins (the home page's ticker): `GET /pbgapi/pb/recent-wins` answers the latest 20 notable wins
 * from this process's memory; each new one is broadcast as RECENT_WIN to every open member socket, and
 * every instance's memory follows the same broadcasts. Visitors have no socket: their page polls.
 */
export async function recentWinsRoutes(app: FastifyInstance) {
  const feed = new RecentWinsFeed(app.db, app.config.recentWins);

  const off = await app.events.subscribeBroadcast((message) => {
    if (message.topic_name === 'RECENT_WIN') feed.add(message.data);
  });
  app.addHook('onClose', async () => off());
  // Warm at start, so the first visitor does not wait for the read; a failure is retried on demand.
  app.addHook('onReady', async () => {
    await feed.load().catch((err: unknown) => app.log.warn({ err }, 'recent wins not loaded at start'));
  });

  app.stream.register(
    recentWinsProjection(app.db, app.config.recentWins, async (win) => {
      try {
        await app.events.broadcast({ topic_name: 'RECENT_WIN', data: win });
      } catch (err) {
        app.log.warn({ err }, 'recent win not broadcast');
      }
    }),
  );

  route(app, recentWinsApi.recentWinsFind, async () => ({
    data: await feed.latest(recentWinsApi.RECENT_WINS_LIMIT),
  }));
}
