import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { limits } from '@shared/limits';
import type { Config } from './config';
import type { DbHandle } from './db/index';
import { registerAuthHooks } from './http/auth';
import { registerErrorHandler } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { namePlugins } from './http/plugin-names';
import { openJobQueue } from './jobs/index';
import { Mailer } from './mail/mailer';
import { authRoutes } from './modules/auth/routes';
import { contentRoutes } from './modules/content/routes';
import { tenancyRoutes } from './modules/tenancy/routes';
import { usersRoutes } from './modules/users/routes';
import { auditRoutes } from './modules/audit/routes';
import { accessRoutes } from './modules/access/routes';
import { profileRoutes } from './modules/auth/profile-routes';
import { singleSignOnRoutes } from './modules/sso/routes';
import { contactCenterPlatformRoutes } from './modules/platform/routes';
import { requestSerializer } from './http/log-redaction';
import { resetRoutes } from './modules/auth/reset-routes';
import { twofaRoutes } from './modules/auth/twofa-routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { featureFlagRoutes } from './modules/feature-flags/routes';
import { flowRoutes } from './modules/flow/routes';
import { shellRoutes } from './modules/shell/routes';
import { simRoutes } from './modules/sim/routes';
import { runRoutes } from './modules/run/routes';
import { flowTestRoutes } from './modules/sim/flow-test-routes';
import { planRoutes } from './modules/plans/routes';
import { voiceRoutes } from './modules/voices/routes';
import { billingRoutes } from './modules/billing/routes';
import { visualFormRoutes } from './modules/visual-form/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { telephonyRoutes } from './modules/telephony/routes';
import { broadworksRoutes } from './modules/broadworks/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { dnisRoutes } from './modules/dnis/routes';
import { qformeRoutes } from './modules/qforme/routes';
import { integrationProfileRoutes } from './modules/profiles/routes';
import { studio6Routes } from './modules/studio6/routes';
import { analyseRoutes } from './modules/analyse/routes';
import { alertRoutes } from './modules/alerts/routes';
import { speechRoutes } from './modules/speech/routes';
import { systemRoutes } from './modules/system/routes';
import { UserDirectory } from './modules/tenancy/directory';
import { registerChangeEvents } from './realtime/changes';
import { attachRealtime } from './realtime/server';
import type { Services } from './services';

export interface AppOptions {
  config: Config;
  handle: DbHandle;
  /** Tests without sockets skip socket.io. */
  realtime?: boolean;
  logger?: boolean;
}

/** Builds the Fastify instance; main.ts listens on it, tests use it in-process with inject(). */
export async function buildApp({ config, handle, realtime = true, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, serializers: { req: requestSerializer } } : false,
    trustProxy: config.trustProxy,
    bodyLimit: limits.requestBodyBytes,
    // An unfinished request is answered 408 and closed (checked often enough for the limits to hold).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, Math.max(50, config.headersTimeoutMs / 4)),
    },
  });
  namePlugins(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services: Services = {
    config,
    db: handle.db,
    engine: handle.engine,
    mailer: new Mailer(handle.db, app.log, config.smtpUrl, config.mailFrom),
    directory: new UserDirectory(handle.db),
    realtime: null,
    jobs: openJobQueue(handle, config.databaseUrl, app.log),
  };
  app.decorate('studio', services);
  // Jobs start once every module has defined its handlers; bootstrap closes the queue before the database.
  app.addHook('onReady', () => services.jobs.start());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Audio and video previews of uploaded files play from blob: URLs of the same page.
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Studio API', version: config.version }, servers: [{ url: '/api' }] },
    transform: jsonSchemaTransform,
  });

  registerErrorHandler(app);
  registerAuthHooks(app);
  registerJsonBodyParser(app);

  await app.register(
    async (api) => {
      await api.register(shellRoutes);
      await api.register(authRoutes);
      await api.register(twofaRoutes);
      await api.register(resetRoutes);
      await api.register(profileRoutes);
      await api.register(featureFlagRoutes);
      await api.register(dashboardRoutes);
      await api.register(contentRoutes);
      await api.register(flowRoutes);
      await api.register(tenancyRoutes);
      await api.register(usersRoutes);
      await api.register(auditRoutes);
      await api.register(accessRoutes);
      await api.register(simRoutes);
      await api.register(runRoutes);
      await api.register(flowTestRoutes);
      await api.register(planRoutes);
      await api.register(voiceRoutes);
      await api.register(billingRoutes);
      await api.register(telephonyRoutes);
      await api.register(broadworksRoutes);
      await api.register(campaignRoutes);
      await api.register(visualFormRoutes);
      await api.register(notificationRoutes);
      await api.register(systemRoutes);
      await api.register(dnisRoutes);
      await api.register(qformeRoutes);
      await api.register(integrationProfileRoutes);
      await api.register(alertRoutes);
      await api.register(studio6Routes);
      await api.register(analyseRoutes);
      await api.register(speechRoutes);
      await api.register(singleSignOnRoutes);
      await api.register(contactCenterPlatformRoutes);
      api.get('/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  serveClient(app, config.clientDir);
  if (realtime) services.realtime = await attachRealtime(app);
  registerChangeEvents(app);
  return app;
}

/** The built client from dist/client; every non-API path falls back to index.html (the client router decides). */
function serveClient(app: FastifyInstance, clientDir: string | null) {
  const hasClient = !!clientDir && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing build file is a 404, not index.html: a browser holding an older build must not get HTML for a script.
    const path = request.url.split('?')[0];
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET' || !hasClient || isFile) {
      return reply.status(404).send({ message: 'The requested item was not found.', errors: [] });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
