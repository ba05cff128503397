import { z } from './zod-config';
import { ActivityLog, ActivityLogSummary, ActivityLogType } from './activity-log';
import { defineEndpoint } from './endpoint';
import { historyRangeFilters } from './business-day';
import { listQuery, paginated } from './query';

const logQuery = listQuery(['createdAt'], {
  /** One type, or several as `type[]=a&type[]=b`. */
  type: z.union([ActivityLogType, z.array(ActivityLogType).max(28)]).optional(),
  ...historyRangeFilters,
});

export const activityLogsFind = defineEndpoint({
  service: 'activity-logs',
  scope: 'mb',
  method: 'find',
  summary: "The member's activity log: date range, type filter, pagination (newest first by default).",
  query: logQuery,
  response: paginated(ActivityLog),
});

export const activityLogsSummaryFind = defineEndpoint({
  service: 'activity-logs-summary',
  scope: 'mb',
  method: 'find',
  summary: 'Counts per type of the activity log in the same range and filter.',
  query: logQuery.omit({ $limit: true, $skip: true, $sort: true }),
  response: ActivityLogSummary,
});
