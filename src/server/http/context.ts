import type { SessionUser } from '@shared/api/auth';
import type { AccessContext, ScopeLevel, Selection } from '@shared/access';

export interface AuthState {
  sessionId: string;
  user: SessionUser;
  /** Set when the request carries an API key instead of a session token: the key, and the provider it is bound to (null: a system key). */
  apiKey?: { id: number; sp_id: number | null };
  /** The enabled features of the selection the scope headers named, read with the session (resolveScope's `known`). */
  features?: { selection: Selection; features: string[] };
}

/** The request's scope, resolved and checked once: repositories filter every query with it. */
export interface ResolvedScope {
  selection: Selection;
  level: ScopeLevel;
  /** The accounts this request may touch: every account ('any') for system scope, or a list of ids. */
  accountIds: 'any' | number[];
  /** The providers this request may touch. */
  spIds: 'any' | number[];
  access: AccessContext;
}

/** An API route as registered: what the access walk and the docs read. */
export interface ApiRoute {
  method: string;
  url: string;
  config: import('fastify').FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access rule, in registration order. */
    routeTable: readonly ApiRoute[];
  }
  interface FastifyRequest {
    auth: AuthState | null;
    scope: ResolvedScope | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /**
     * Who may call the route (every signed-in route says): checked once the user and scope are known and
     * before the params, query and body are validated, so a caller the route refuses gets its 403, never a
     * 422 that lists what the route expects. It throws the refusal; what it returns is not used.
     */
    access?: (request: FastifyRequest) => unknown;
    /** Refresh and logout: answered, but not counted as activity for idle expiry. */
    passive?: boolean;
  }
}
