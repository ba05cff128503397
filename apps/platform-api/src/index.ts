export { buildApp } from './app';
export type { BuildAppOptions } from './app';
export { loadConfig, OWASP_ARGON2ID } from './config';
export type { AppConfig, PasswordHashCost } from './config';
export type { Db, Queryable } from './db/types';
