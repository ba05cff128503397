import { BusinessDay } from '@casino/contracts';
import { adminJobsApi } from '@casino/contracts/jobs';
import type { AdminDailyJob, AdminJobRun } from '@casino/contracts/jobs';
import type { Resource } from '../command';
import { noMoreArguments, UsageError } from '../command';

function formatJobs(result: unknown): string {
  const jobs = result as AdminDailyJob[];
  if (jobs.length === 0) return 'No daily jobs.';
  return jobs
    .map((job) => {
      const runs = job.recent_runs.map(
        (run) =>
          `  ${run.business_day}  ${run.status.padEnd(7)}  paid ${run.paid_count}  attempts ${run.attempts}`,
      );
      return [`${job.name}  (${job.cron}, ${job.time_zone})`, ...(runs.length ? runs : ['  never run'])].join(
        '\n',
      );
    })
    .join('\n');
}

function formatRun(result: unknown): string {
  const run = result as AdminJobRun;
  return run.status === 'already-done'
    ? `${run.job} ${run.business_day}: already done earlier, nothing paid again`
    : `${run.job} ${run.business_day}: done, ${run.paid} paid`;
}

export const jobs: Resource = {
  name: 'jobs',
  usage: [
    'jobs list                                           daily jobs and their last runs',
    'jobs run <name> [--day YYYY-MM-DD]                  a business day that has ended (default yesterday)',
  ],
  options: ['day'],
  parse([action, name, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'list') {
      if (name !== undefined) throw new UsageError('list takes no name');
      return { run: (call) => call(adminJobsApi.jobsList, {}), format: formatJobs };
    }
    if (action === 'run') {
      if (!name) throw new UsageError('run needs the job name');
      const day = options.day === undefined ? undefined : BusinessDay.safeParse(options.day);
      if (day && !day.success) throw new UsageError('--day is a date, YYYY-MM-DD');
      return {
        run: (call) =>
          call(adminJobsApi.jobRun, {
            params: { name },
            body: day?.success ? { business_day: day.data } : {},
          }),
        format: formatRun,
      };
    }
    throw new UsageError(`Unknown command for jobs: ${action ?? '(none)'}`);
  },
};
