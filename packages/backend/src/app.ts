import { MESSAGES_FR } from '@gamelle/domain';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from './db/open.js';
import { hydraError } from './http/problems.js';
import { mountSite } from './http/site.js';
import { cmsRoutes } from './routes/cms.js';
import { shopOrdersRoutes } from './routes/shop-orders.js';

export interface AppOptions {
  db: Database;
  /** Folder of the prerendered site (`site/dist/client`); without it only the services are served. */
  staticDir?: string;
  /** The clock, injected so date rules are testable. */
  now?: () => Date;
}

const SERVICE_MOUNTS = ['/api', '/cms', '/search', '/tracking', '/images'] as const;

/** The whole shop on one origin: every backend service, then the prerendered site. */
export function createApp({ db, staticDir, now = () => new Date() }: AppOptions): Hono {
  const app = new Hono();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: 'max-age=63072000; includeSubDomains',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
    }),
  );

  const services = new Hono();
  services.route('/api/v2/shop/orders', shopOrdersRoutes({ db, now }));
  services.route('/cms', cmsRoutes({ db }));
  for (const mount of SERVICE_MOUNTS) {
    services.all(`${mount}/*`, () => {
      throw hydraError(404, MESSAGES_FR.resourceNotFound);
    });
  }
  app.route('/', services);

  if (staticDir) mountSite(app, staticDir);

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`Erreur sur ${c.req.method} ${new URL(c.req.url).pathname} : ${error.message}`);
    return hydraError(500, MESSAGES_FR.genericError).getResponse();
  });

  return app;
}
