import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { BusinessDay } from './business-day';

export const DailyJobName = z
  .string()
  .regex(/^[a-z0-9-]+$/)
  .max(60);

export const AdminJobRun = z.object({
  job: z.string(),
  business_day: BusinessDay,
  /** already-done: an earlier run finished the day and this one changed nothing. */
  status: z.enum(['done', 'already-done']),
  /** Members this run paid. */
  paid: z.number().int().min(0),
});
export type AdminJobRun = z.infer<typeof AdminJobRun>;

export const AdminDailyJob = z.object({
  name: z.string(),
  cron: z.string(),
  time_zone: z.string(),
  recent_runs: z.array(
    z.object({
      business_day: BusinessDay,
      status: z.enum(['running', 'done']),
      attempts: z.number().int(),
      paid_count: z.number().int(),
      started_at: z.string(),
      finished_at: z.string().nullable(),
    }),
  ),
});
export type AdminDailyJob = z.infer<typeof AdminDailyJob>;

export const jobsList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/jobs',
  response: z.array(AdminDailyJob),
  summary: 'The daily jobs, their schedule and their last runs.',
});

export const jobRun = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/jobs/:name/run',
  params: z.strictObject({ name: DailyJobName }),
  body: z.strictObject({ business_day: BusinessDay.optional() }),
  response: AdminJobRun,
  summary:
    'Run a daily job for a business day that has ended (default yesterday); each member is paid once ' +
    'however often it runs; audited.',
});
