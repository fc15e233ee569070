import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TokenMode = 'ok' | 'garbage' | 'hang';

/**
 * A real OAuth2 token endpoint on loopback for one test file (POST /token, client-credentials grant, client
 * authentication by HTTP Basic): it counts the token requests, issues tok-1, tok-2 … with the lifetime asked for,
 * and answers garbage or nothing when told to. GET /resource records the Authorization header it was sent.
 */
export async function startTokenServer() {
  const state = {
    tokenRequests: 0,
    lifetime: 3600,
    mode: 'ok' as TokenMode,
    client: 'studio-client',
    secret: 'client-Secret-7',
    authorizations: [] as string[],
    grants: [] as string[],
  };
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const server: Server = createServer(async (req, res) => {
    if (req.url === '/resource') {
      state.authorizations.push(req.headers.authorization ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    if (req.url !== '/token' || req.method !== 'POST') return void res.writeHead(404).end();
    const form = new URLSearchParams(await body(req));
    state.tokenRequests += 1;
    state.grants.push(form.get('grant_type') ?? '');
    if (state.mode === 'hang') return;
    if (state.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    const [client, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':')
      .map(decodeURIComponent);
    if (client !== state.client || secret !== state.secret) {
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_client"}');
    }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(
      JSON.stringify({
        access_token: `tok-${state.tokenRequests}`,
        token_type: 'Bearer',
        expires_in: state.lifetime,
        scope: form.get('scope') ?? undefined,
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
