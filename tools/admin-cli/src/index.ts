export { main } from './main';
export { parseCommand, USAGE, usageOf, UsageError } from './args';
export type { ParsedLine } from './args';
export type { Call, CallRequest, Command, OptionValues, Resource } from './command';
export { RESOURCES } from './commands';
export { createAdminClient, ApiError } from './client';
export type { AdminClient, ClientOptions } from './client';
