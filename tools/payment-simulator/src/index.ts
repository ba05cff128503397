export { DEV_SECRET, listPending, pay, sendWebhook, statement } from './client';
export type { SimulatorOptions, WebhookReply } from './client';
export { runCli, USAGE } from './cli';
export { signWebhook } from './sign';
