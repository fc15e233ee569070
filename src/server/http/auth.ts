import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '@shared/limits';
import { readToken } from '../modules/auth/crypto';
import { activeSession, findActiveSession, touchSession } from '../modules/auth/sessions';
import { parseScopeHeaders } from '@shared/access';
import { readRequest, type RequestRead } from './auth-read';
import { forbidden, unauthorized } from './errors';
import { messages } from '@shared/messages';
import { authenticateApiKey, presentedApiKey } from './api-key-auth';
import type { ApiRoute, AuthState } from './context';
import { resolveScope } from './scope';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** A session that is not revoked, not idle for over two hours, of a user who is active; else null. HTTP and sockets both ask this. */
export async function liveSession(app: FastifyInstance, sessionId: string, read?: RequestRead) {
  const session = read ? activeSession(read.session) : await findActiveSession(app.studio.db, sessionId);
  if (!session) return null;
  const idleFor = Date.now() - Date.parse(session.last_active_at);
  if (idleFor > limits.session.idleExpiryMs) return null;
  const user = await app.studio.directory.sessionUser(session.user_id, read?.userStamp);
  if (!user || user.user_status !== 'Active') return null;
  return { session, user };
}

/** Reads the bearer token into a live session, enforcing revocation and the two-hour idle expiry. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest, countActivity: boolean): Promise<AuthState | null> {
  const key = presentedApiKey(request);
  if (key) return authenticateApiKey(app, key);
  const token = bearerToken(request);
  if (!token) return null;
  const sessionId = readToken(token, app.studio.config.signingSecret);
  if (!sessionId) return null;
  // The session, the user's stamp and the features of the selection the headers name: one read.
  const parsed = parseScopeHeaders(request.headers);
  const read = await readRequest(app.studio.db, sessionId, parsed.ok ? parsed.selection : null);
  const live = await liveSession(app, sessionId, read);
  if (!live) return null;
  if (countActivity) await touchSession(app.studio.db, live.session);
  return { sessionId, user: live.user, ...(read.features ? { features: read.features } : {}) };
}

/** Every /api route needs a live session unless its config says `public`; scope headers are resolved once here. */
export function registerAuthHooks(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const auth = await authenticate(app, request, !config.passive);
    request.auth = auth;
    if (config.public) return;
    if (!auth) throw unauthorized(presentedApiKey(request) ? messages.access.apiKeyInvalid : undefined);
    request.scope = await resolveScope(app.studio.db, auth.user, keyScopeHeaders(auth, request.headers), auth.features);
    // A provider's key works in that provider only; a system key wherever its user may go.
    const keySp = auth.apiKey?.sp_id;
    if (keySp != null && request.scope.selection.spId !== keySp) throw forbidden(messages.access.apiKeyWrongProvider);
  });
  // Every API route says who may call it: a route that forgets cannot be registered.
  const routeTable: ApiRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (!route.config?.public && !route.config?.access)
      throw new Error(`${route.method} ${route.url} declares no access rule (config.access, or config.public)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url, config: route.config });
  });
  // The route's access rule before its input is validated (a refused caller learns nothing of the body's shape).
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access && request.url.startsWith('/api/')) await access(request);
  });
  // Answers under /api/auth/ carry tokens, the session user or a two-factor secret: no cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/auth/')) reply.header('Cache-Control', 'no-store');
  });
}

/** Without scope headers, a provider's key works in its own provider (not the user's default selection). */
function keyScopeHeaders(auth: AuthState, headers: FastifyRequest['headers']): FastifyRequest['headers'] {
  const sp = auth.apiKey?.sp_id;
  if (sp == null || headers['x-scope']) return headers;
  return { ...headers, 'x-scope': 'sp', 'x-scope-id': String(sp), 'x-sp-id': String(sp) };
}

export function requireAuth(request: FastifyRequest): AuthState {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function requireScope(request: FastifyRequest) {
  if (!request.scope) throw unauthorized();
  return request.scope;
}
