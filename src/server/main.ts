import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { demoPassword, demoSignIns } from './db/seed/index';

const started = performance.now();
const config = loadConfig();
const { app, handle } = await bootstrap(config);

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Studio is running at ${url}`,
  `  database: ${handle.engine === 'sqlite' ? config.sqliteFile : 'PostgreSQL'} · data folder: ${config.dataDir}`,
  `  ready in ${Math.round(performance.now() - started)} ms`,
];
if (config.seed === 'demo') {
  lines.push('', `  Demo sign-ins (password ${demoPassword}):`);
  for (const s of demoSignIns) lines.push(`    ${s.email.padEnd(24)} ${s.who}`);
}
console.log(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
