import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Payout } from '../../jobs';
import { publishMemoNotice } from '../memo';
import { affiliateAdminRoutes } from './admin';
import { affiliateJob } from './job';
import { affiliateLinkRoutes } from './links';
import { affiliateMemberRoutes } from './member';
import { affiliateReportRoutes } from './reports';
import { affiliateTreeRoutes } from './tree';

/**
 * The affiliate (referral) programme: the daily income job, the member's pages' API (privilege
 * `affiliate`), the public articles and link clicks, and the staff's programme, rates, tree and articles.
 * Moving the affiliate balance to the main wallet is wallet-transfer's `affiliate-transfer`.
 */
export default fp(
  async function affiliateRoutes(app: FastifyInstance) {
    const afterPay = async (_day: string, claimed: readonly Payout[]) => {
      // The payout's memo was written with it; the members' open pages hear of it now.
      for (const payout of claimed) await publishMemoNotice(app, payout.userId);
    };
    app.jobs.register(affiliateJob({ afterPay }));
    // Ending referral (the member confirmed another bonus) only stops the next days' income: the
    // slot row goes with the replacement and the balance earned so far stays the member's.
    app.bonus.own('referral', { end: async () => undefined });

    affiliateMemberRoutes(app);
    affiliateReportRoutes(app);
    affiliateLinkRoutes(app);
    affiliateAdminRoutes(app);
    affiliateTreeRoutes(app);
  },
  { name: 'affiliate-routes', dependencies: ['admin', 'jobs', 'bonus', 'events'] },
);
