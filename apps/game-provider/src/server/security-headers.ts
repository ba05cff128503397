import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PAGE_STYLE_HASH } from './pages';

/**
 * The provider's headers. Its game pages are framed by the operators' sites (`siteOrigins`) and opened
 * in windows those sites close again, so framing is allowed to them and no opener policy cuts the
 * window's handle; its tiles and logos are shown by those sites, so resources are cross-origin readable.
 */
export async function registerSecurityHeaders(app: FastifyInstance, siteOrigins: string[]) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", PAGE_STYLE_HASH],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...siteOrigins],
        objectSrc: ["'none'"],
      },
    },
    // frame-ancestors decides who may frame; X-Frame-Options cannot name another origin.
    frameguard: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}
