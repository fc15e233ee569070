import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A service account's key pair, made for a test (RSA 2048, the private key as PKCS #8 PEM like Google's files). */
export function serviceAccountKeys() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

export const firebaseTestScopes = 'https://www.googleapis.com/auth/firebase.database https://www.googleapis.com/auth/userinfo.email';

export interface FirebaseWrite {
  method: string;
  /** The path written, without `.json` (e.g. `/studio/sessions/abc/events/0`). */
  path: string;
  query: Record<string, string>;
  body: string;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
const json = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));

/**
 * A Google token endpoint and a Firebase Realtime Database on loopback for one test file. POST /token takes the
 * JWT-bearer grant: it checks the JWT's RS256 signature with the service account's public key (node:crypto, not the
 * studio's library), its iss, aud, scope and lifetime, counts the requests and issues fb-tok-1, fb-tok-2 … with the
 * lifetime asked for; refuses (400 invalid_grant), answers garbage or nothing when told to. Any other path is the
 * database: it records each write with the access_token it came with, and refuses a token it did not issue (401).
 */
export async function startFirebaseServer(account: { clientEmail: string; publicKey: string }) {
  const state = {
    tokenRequests: 0,
    lifetime: 3600,
    token: 'ok' as 'ok' | 'refuse' | 'garbage' | 'hang',
    database: 'ok' as 'ok' | 'deny' | 'missing' | 'hang',
    issued: new Set<string>(),
    /** Why the last token request was refused, when it was. */
    refusal: '',
    writes: [] as FirebaseWrite[],
  };
  let tokenUrl = '';
  const refuse = (reason: string) => {
    state.refusal = reason;
    return JSON.stringify({ error: 'invalid_grant', error_description: reason });
  };
  function checkAssertion(assertion: string): string | null {
    const [header, payload, signature] = assertion.split('.');
    if (!header || !payload || !signature) return 'Invalid JWT.';
    if (json(header).alg !== 'RS256') return 'Invalid JWT algorithm.';
    const verifier = createVerify('RSA-SHA256');
    verifier.update(`${header}.${payload}`);
    if (!verifier.verify(account.publicKey, Buffer.from(signature, 'base64url'))) return 'Invalid JWT Signature.';
    const claims = json(payload);
    const now = Date.now() / 1000;
    if (claims.iss !== account.clientEmail) return 'Invalid issuer.';
    if (claims.aud !== tokenUrl) return 'Invalid audience.';
    if (claims.scope !== firebaseTestScopes) return 'Invalid scope.';
    if (!(claims.iat <= now + 5 && claims.exp > now && claims.exp - claims.iat <= 3600))
      return 'Invalid JWT: Token must be a short-lived token.';
    return null;
  }
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await read(req);
    if (url.pathname === '/token') {
      if (req.method !== 'POST') return void res.writeHead(405).end();
      state.tokenRequests += 1;
      if (state.token === 'hang') return;
      if (state.token === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      const form = new URLSearchParams(body);
      const wrong =
        state.token === 'refuse'
          ? 'Invalid grant: account not found'
          : form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer'
            ? 'Invalid grant type.'
            : checkAssertion(form.get('assertion') ?? '');
      if (wrong) return void res.writeHead(400, { 'content-type': 'application/json' }).end(refuse(wrong));
      const token = `fb-tok-${state.tokenRequests}`;
      state.issued.add(token);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: token, expires_in: state.lifetime, token_type: 'Bearer' }));
      return;
    }
    if (state.database === 'hang') return;
    if (state.database === 'missing')
      return void res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(
          '{"error":"Firebase error. Please ensure that you have the URL of your Firebase Realtime Database instance configured correctly."}',
        );
    const query = Object.fromEntries(url.searchParams);
    if (state.database === 'deny' || !state.issued.has(query.access_token ?? ''))
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Permission denied"}');
    state.writes.push({ method: req.method ?? '', path: url.pathname.replace(/\.json$/, ''), query, body });
    res.writeHead(query.print === 'silent' ? 204 : 200, { 'content-type': 'application/json' }).end(query.print === 'silent' ? '' : body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  tokenUrl = `${url}/token`;
  return {
    state,
    url,
    tokenUrl,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
