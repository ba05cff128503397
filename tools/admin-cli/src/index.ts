export { main } from './main';
export { parseCommand, USAGE, UsageError } from './args';
export type { Command } from './args';
export { createAdminClient, ApiError } from './client';
export type { AdminClient, ClientOptions } from './client';
