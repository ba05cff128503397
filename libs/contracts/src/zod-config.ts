import { z } from 'zod';

/**
 * The site runs under a content security policy without 'unsafe-eval'. When an object schema is built,
 * zod tries `new Function` to parse faster; a browser blocks it and reports a violation on every page.
 * So in a browser zod is told not to before any schema exists: every module of this library that builds
 * schemas takes `z` from here (the import runs this first, whichever chunk the module lands in), and the
 * shells import this module first of all. Servers keep the faster parsing.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
