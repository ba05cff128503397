import { adminJobsApi } from '@casino/contracts/jobs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoute, audit } from '../modules/admin';
import { DEFAULT_CRON } from './plugin';

/** Staff see the daily jobs and run one for a past business day (a missed day, a demo). */
export default fp(
  async function jobsAdminRoutes(app: FastifyInstance) {
    adminRoute(app, adminJobsApi.jobsList, async () => {
      const { rows } = await app.db.query<{
        job: string;
        business_day: string;
        status: 'running' | 'done';
        attempts: number;
        paid_count: number;
        started_at: string;
        finished_at: string | null;
      }>(
        `SELECT job, business_day::text AS business_day, status, attempts, paid_count,
                to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
                to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at
           FROM (SELECT *, row_number() OVER (PARTITION BY job ORDER BY business_day DESC) AS n FROM job_runs) r
          WHERE n <= 7 ORDER BY job, business_day DESC`,
      );
      return app.jobs.jobs.map((job) => ({
        name: job.name,
        cron: job.cron ?? DEFAULT_CRON,
        time_zone: app.config.brand.time_zone,
        recent_runs: rows.filter((row) => row.job === job.name).map(({ job: _job, ...run }) => run),
      }));
    });

    adminRoute(app, adminJobsApi.jobRun, async ({ params, body, admin, request }) => {
      const result = await app.jobs.run(params.name, body.business_day);
      await audit(app.db, {
        adminId: admin.id,
        action: 'job.run',
        targetType: 'daily_job',
        targetId: `${result.job}:${result.businessDay}`,
        after: result,
        ip: request.ip,
      });
      return { job: result.job, business_day: result.businessDay, status: result.status, paid: result.paid };
    });
  },
  { name: 'jobs-admin-routes', dependencies: ['admin', 'jobs'] },
);
