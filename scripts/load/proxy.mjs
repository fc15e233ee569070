// A round-robin HTTP + WebSocket proxy on loopback for `npm run load`: each request and each upgrade goes to the
// next backend that is up; a backend that refuses a connection is skipped until it answers again. It records which
// backend served each X-Client-Id (request) and each socket's `load_editor` query (upgrade), so that the load run
// can tell realtime events that crossed from one process to the other.
import http from 'node:http';
import net from 'node:net';

export function startProxy(ports) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const down = new Set();
  const socketBackend = new Map();
  const sockets = new Set();
  let next = 0;
  const pick = () => {
    for (let i = 0; i < ports.length; i++) {
      const b = next++ % ports.length;
      if (!down.has(b)) return b;
    }
    return next++ % ports.length;
  };
  const markDown = (b) => {
    if (down.has(b)) return;
    down.add(b);
    const probe = setInterval(() => {
      const s = net.connect(ports[b], '127.0.0.1', () => {
        s.destroy();
        down.delete(b);
        clearInterval(probe);
      });
      s.on('error', () => s.destroy());
    }, 200);
    probe.unref();
  };

  const server = http.createServer((req, res) => {
    const b = pick();
    const up = http.request(
      { host: '127.0.0.1', port: ports[b], method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-load-backend': String(b) });
        answer.pipe(res);
      },
    );
    up.on('error', (err) => {
      if (err.code === 'ECONNREFUSED') markDown(b);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `proxy: ${err.code ?? err.message}` }));
    });
    req.pipe(up);
  });
  // Longer than the clients' idle keep-alive, so that the proxy never closes a connection a client is about to reuse.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, client, head) => {
    const b = pick();
    const editor = new URL(req.url, 'http://x').searchParams.get('load_editor');
    if (editor !== null) socketBackend.set(editor, b);
    const up = net.connect(ports[b], '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(lines.join('\r\n') + '\r\n\r\n');
      if (head?.length) up.write(head);
      up.pipe(client);
      client.pipe(up);
    });
    sockets.add(up);
    sockets.add(client);
    const end = () => {
      up.destroy();
      client.destroy();
      sockets.delete(up);
      sockets.delete(client);
    };
    up.on('error', (err) => {
      if (err.code === 'ECONNREFUSED') markDown(b);
      end();
    });
    client.on('error', end);
    up.on('close', end);
    client.on('close', end);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: server.address().port,
        socketBackend,
        markDown,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            agent.destroy();
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
