// The staff's daily-job contracts: their own entry point (`@casino/contracts/jobs`), used by the API and
// the staff tools only, so nothing of them reaches the member site.
import './zod-config';
export * as adminJobsApi from './admin-jobs';
export { AdminDailyJob, AdminJobRun, DailyJobName } from './admin-jobs';
