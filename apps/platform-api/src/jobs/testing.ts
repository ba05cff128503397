import type { DailyJob } from './types';

/** The job, crashing right after it paid its `chunk`-th chunk (1-based), as a process dying there would. */
export function crashingInChunk(job: DailyJob, chunk: number): DailyJob {
  let chunks = 0;
  return {
    ...job,
    async pay(tx, day, claimed) {
      chunks += 1;
      await job.pay(tx, day, claimed);
      if (chunks === chunk) throw new Error('crashed half way');
    },
  };
}
