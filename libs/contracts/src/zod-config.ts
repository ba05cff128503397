import { z } from 'zod';

/**
 * The site runs under a content security policy without 'unsafe-eval'. When the first object schema is
 * built, zod tries `new Function` to parse faster; a browser blocks it and reports a violation on every
 * page. So in a browser zod is told not to, before any schema of this library exists (index.ts imports
 * this module first). Servers keep the faster parsing.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
