// A small OpenID Connect identity provider (oidc-provider) on loopback, for the demo (`npm start`), the tests and the
// bench: one client, users signed in by e-mail address on a one-field page (or, for the tests, the next address given
// with signInNext), the e-mail sent as the `email` claim. Not for production: no passwords, keys made at start.
import { createServer } from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>body{font:16px system-ui;margin:4rem auto;max-width:22rem}label,input,button{display:block;width:100%;margin:.5rem 0;font:inherit}input,button{padding:.5rem}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const signingKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

/**
 * Starts the identity provider. Options: port (0: any), clientId, clientSecret, redirectUris, codeTtlSeconds,
 * title. Answers { issuer, port, signInNext(email), publishOtherKeys(on), close() }.
 */
export async function startIdentityProvider(options = {}) {
  const server = createServer();
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = server.address().port;
  const issuer = `http://127.0.0.1:${port}`;
  const key = { ...signingKey(), kid: 'signing', use: 'sig', alg: 'RS256' };
  let otherKey = null;
  const queue = [];
  let otherKeys = false;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId ?? 'studio',
        client_secret: options.clientSecret ?? 'studio-secret',
        redirect_uris: options.redirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'email', 'profile'],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: id, email_verified: true }) }),
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: options.codeTtlSeconds ?? 60, IdToken: 300, AccessToken: 300, Interaction: 600, Session: 600, Grant: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Sign-in error', `<p>${escape(out.error)}: ${escape(out.error_description ?? '')}</p>`);
    },
  });
  provider.proxy = false;
  const callback = provider.callback();

  const finish = async (req, res, email) => {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: email, clientId: details.params.client_id });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: email }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };

  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url, issuer);
      if (url.pathname === '/jwks' && otherKeys) {
        const { d, p, q, dp, dq, qi, ...pub } = otherKey;
        res.setHeader('content-type', 'application/jwk-set+json');
        return res.end(JSON.stringify({ keys: [pub] }));
      }
      const interaction = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
      if (interaction && req.method === 'GET') {
        if (queue.length) return await finish(req, res, queue.shift());
        const title = escape(options.title ?? 'Demo identity provider');
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(
          page(
            title,
            `<form method="post"><label for="email">E-mail address</label><input id="email" name="email" type="email" required autofocus><button type="submit">Sign in</button></form>`,
          ),
        );
      }
      if (interaction && req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const email = new URLSearchParams(body).get('email')?.trim().toLowerCase();
        if (!email) {
          res.statusCode = 400;
          return res.end('An e-mail address is required.');
        }
        return await finish(req, res, email);
      }
      return callback(req, res);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error?.message ?? error));
    }
  });

  return {
    issuer,
    port,
    /** The next sign-in is this user's, without the page (the tests' browserless flow). */
    signInNext: (email) => queue.push(email),
    /** Publishes another key than the one tokens are signed with (a forged-looking token). */
    publishOtherKeys: (on) => {
      otherKey ??= { ...signingKey(), kid: 'signing', use: 'sig', alg: 'RS256' };
      otherKeys = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
