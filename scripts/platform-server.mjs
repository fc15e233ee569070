// A small contact-center platform on loopback, for the demo (`npm start`), the tests and the bench: the reads the
// studio makes of a domain (users, skills, dispositions, variables, variable groups, knowledge-distiller groups and
// prompts) answered page by page with a next link, behind a bearer token; and launch tokens signed with a shared
// secret, as the platform's single sign-on sends its users to the studio. Not for production: made-up data.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

const firstNames = ['Ada', 'Ben', 'Chloé', 'Dev', 'Emma', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon'];
const lastNames = ['Lovelace', 'Okafor', 'Martin', 'Patel', 'Schmidt', 'Haddad', 'Hopper', 'Rossi', 'Silva', 'Berg'];
const skillNames = [
  'Billing',
  'Sales',
  'Technical support',
  'Returns',
  'Loyalty',
  'Spanish',
  'French',
  'VIP',
  'Collections',
  'Onboarding',
  'Escalations',
  'Retention',
];
const dispositionNames = [
  'Resolved',
  'Callback requested',
  'Transferred',
  'No answer',
  'Wrong number',
  'Sale made',
  'Complaint logged',
  'Voicemail left',
];
const groups = {
  Customer: ['account_id', 'tier', 'language', 'open_orders'],
  Call: ['reason', 'priority', 'survey_opt_in'],
  Agent: ['team', 'station'],
};

/** A domain's lists (made up, the same for the same size). */
export function domainData(users = 250) {
  return {
    users: Array.from({ length: users }, (_, i) => {
      const n = String(i + 1).padStart(5, '0');
      const first = firstNames[i % firstNames.length];
      const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length];
      return {
        id: `u${n}`,
        userName: `agent${n}`,
        firstName: first,
        lastName: last,
        email: `agent${n}@platform.test`,
        active: i % 17 !== 0,
      };
    }),
    skills: skillNames.map((name, i) => ({ id: `s${i + 1}`, name, description: `${name} queue` })),
    dispositions: dispositionNames.map((name, i) => ({ id: `d${i + 1}`, name, final: i !== 1 })),
    variables: Object.entries(groups).flatMap(([group, names]) =>
      names.map((name) => ({ name: `${group}.${name}`, group, type: 'STRING' })),
    ),
    'variable-groups': Object.keys(groups).map((name) => ({ name, description: `${name} variables` })),
    'knowledge-groups': ['Returns policy', 'Shipping FAQ', 'Warranty', 'Store hours'].map((name, i) => ({ id: `kg${i + 1}`, name })),
    prompts: [
      { id: 'p1', name: 'Short answer', type: 'answer' },
      { id: 'p2', name: 'Friendly answer', type: 'answer' },
      { id: 'p3', name: 'Knowledge summary', type: 'knowledge' },
    ],
  };
}

const routes = [
  [/^\/users\/v1\/domains\/([^/]+)\/users$/, 'users'],
  [/^\/skills\/v1\/domains\/([^/]+)\/skills$/, 'skills'],
  [/^\/interactions\/v1\/domains\/([^/]+)\/(dispositions|variables|variable-groups)$/, null],
  [/^\/knowledge-distiller\/v1\/domains\/([^/]+)\/(knowledge-groups|prompts)$/, null],
];

/**
 * Starts the platform. Options: port (0: any), token (the bearer token it accepts), domains ({ id: users count }
 * or { id: lists }), pageSize (100), launchSecret, issuer, audience, studioCallback (the studio's sign-in route the
 * demo's /sso page sends a launch token to). Answers { url, token, requests, setMode(mode),
 * launchToken(claims), close() }; setMode('401' | '500' | 'loop' | 'ok') makes every read answer that way.
 */
export async function startPlatformServer(options = {}) {
  const token = options.token ?? 'platform-demo-token';
  const pageSize = options.pageSize ?? 100;
  const domains = new Map(
    Object.entries(options.domains ?? { 1024: 250, 2048: 40 }).map(([id, v]) => [id, typeof v === 'number' ? domainData(v) : v]),
  );
  const state = { mode: 'ok', requests: 0 };
  const server = createServer((req, res) => {
    state.requests++;
    const url = new URL(req.url ?? '/', 'http://platform');
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return send(405, { error: 'method not allowed' });
    // The platform's single sign-on into the studio (the demo): a one-field page, then the studio's sign-in route with a launch token.
    if (url.pathname === '/sso' && options.studioCallback) return void signInPage(url, res);
    if (req.headers.authorization !== `Bearer ${token}` || state.mode === '401') return send(401, { error: 'invalid_token' });
    if (state.mode === '500') return send(500, { error: 'internal error' });
    for (const [pattern, fixed] of routes) {
      const m = pattern.exec(url.pathname);
      if (!m) continue;
      const kind = fixed ?? m[2];
      const data = domains.get(decodeURIComponent(m[1]));
      if (!data) return send(404, { error: 'unknown domain' });
      const all = data[kind] ?? [];
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      const items = all.slice((page - 1) * pageSize, page * pageSize);
      // An endless platform: every page says the next one is the first again.
      const nextPage = state.mode === 'loop' ? 1 : page * pageSize < all.length ? page + 1 : null;
      const next = nextPage === null ? null : `${url.pathname}?page=${nextPage}`;
      // Users carry the next link at the top; the other lists under paging (as the platform answers them).
      return send(200, kind === 'users' ? { items, next } : { items, paging: { next, total: all.length } });
    }
    return send(404, { error: 'not found' });
  });
  const signInPage = async (url, res) => {
    const email = url.searchParams.get('email');
    if (!email) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contact-center platform (demo)</title></head><body><main><h1>Contact-center platform (demo)</h1><form><label>E-mail <input name="email" type="email" required autofocus></label> <label>Domain <input name="domain_id" value="1024"></label> <button>Open the studio</button></form></main></body></html>`,
      );
    }
    const token = await launch.launchToken({ email, domain_id: url.searchParams.get('domain_id') || undefined });
    res.writeHead(302, {
      location: `${options.studioCallback}${options.studioCallback.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`,
    });
    res.end();
  };
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = server.address().port;
  const launchSecret = options.launchSecret ?? 'platform-launch-secret';
  const issuer = options.issuer ?? `http://127.0.0.1:${port}`;
  const audience = options.audience ?? 'studio';
  const launch = {
    url: `http://127.0.0.1:${port}`,
    port,
    token,
    launchSecret,
    issuer,
    audience,
    get requests() {
      return state.requests;
    },
    setMode(mode) {
      state.mode = mode;
    },
    /** A launch token for a user (claims: email, domain_id; expiresIn seconds, default 120; jti, secret, issuer, audience). */
    launchToken(claims) {
      const { secret = launchSecret, expiresIn = 120, jti = randomUUID(), iss = issuer, aud = audience, iat, ...rest } = claims;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt(iat ?? now)
        .setExpirationTime((iat ?? now) + expiresIn)
        .setJti(jti)
        .sign(new TextEncoder().encode(secret));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return launch;
}
