#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the studio
// (migrations, demo seed on an empty database, http://localhost:8080 unless PORT says otherwise).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeOlderStudio } from './older-studio-data.mjs';

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const built =
  existsSync('dist/.built') && existsSync('dist/server/main.js') && existsSync('dist/client/index.html')
    ? statSync('dist/.built').mtimeMs
    : 0;
const sources = Math.max(newest('src'), existsSync('plugins') ? newest('plugins') : 0, statSync('package.json').mtimeMs);
if (built < sources) {
  console.log('Building the studio…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

// The migration screens read the older studio's export files: the demo makes a small set when there is none.
const studio6Dir = resolve(process.env.STUDIO6_DATA_DIR ?? join(process.env.DATA_DIR ?? 'data', 'studio6'));
if (!existsSync(join(studio6Dir, 'groups.json'))) {
  const made = writeOlderStudio(studio6Dir, { providers: 3, groups: 40, tasks: 3, nodes: 30 });
  console.log(`Older studio data for the migration screens: ${made.groups.length} groups in ${studio6Dir}`);
}

// The demo's identity provider (scripts/identity-provider.mjs), in this process on loopback: the demo seed gives
// Northwind an identity provider there, so single sign-on works without an outside service (DEMO_IDP=0: none).
// It starts beside the server (its address is known beforehand), so the studio's start waits for neither.
const env = { ...process.env };
const idpPort = Number(process.env.DEMO_IDP_PORT ?? 8090);
const withIdp = process.env.DEMO_IDP !== '0';
if (withIdp)
  Object.assign(env, {
    DEMO_IDP_ISSUER: `http://127.0.0.1:${idpPort}`,
    SSO_ALLOW_PRIVATE_HOSTS: [process.env.SSO_ALLOW_PRIVATE_HOSTS, '127.0.0.1'].filter(Boolean).join(','),
  });

// The demo's contact-center platform (scripts/platform-server.mjs), likewise: the demo seed connects Northwind to it,
// so the skills, dispositions and variables its nodes offer come from there (DEMO_PLATFORM=0: none).
const platformPort = Number(process.env.DEMO_PLATFORM_PORT ?? 8091);
const withPlatform = process.env.DEMO_PLATFORM !== '0';
if (withPlatform)
  Object.assign(env, {
    DEMO_PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
    PLATFORM_ALLOW_PRIVATE_HOSTS: [process.env.PLATFORM_ALLOW_PRIVATE_HOSTS, '127.0.0.1'].filter(Boolean).join(','),
  });

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit', env });
const idp = withIdp ? startDemoIdentityProvider() : Promise.resolve(null);
const platform = withPlatform ? startDemoPlatform() : Promise.resolve(null);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await (await idp)?.close();
  await (await platform)?.close();
  process.exit(code ?? 0);
});

async function startDemoPlatform() {
  const port = Number(process.env.PORT ?? 8080);
  try {
    const { startPlatformServer } = await import('./platform-server.mjs');
    const started = await startPlatformServer({
      port: platformPort,
      domains: { 1024: 10_000, 2048: 40 },
      studioCallback: `http://northwind.localhost:${port}/login/platform/callback`,
    });
    console.log(`Demo contact-center platform: ${started.url} (sign in from it at ${started.url}/sso)`);
    return started;
  } catch (error) {
    console.log(`The demo contact-center platform did not start (${error.message}); the studio's own tables answer instead.`);
    return null;
  }
}

async function startDemoIdentityProvider() {
  const port = Number(process.env.PORT ?? 8080);
  const hosts = [`localhost:${port}`, `northwind.localhost:${port}`];
  try {
    const { startIdentityProvider } = await import('./identity-provider.mjs');
    const started = await startIdentityProvider({
      port: idpPort,
      clientId: 'studio',
      clientSecret: 'studio-demo-secret',
      redirectUris: hosts.flatMap((host) => [1, 2, 3, 4].map((id) => `http://${host}/login/${id}/callback`)),
      title: 'Northwind SSO (demo)',
    });
    console.log(`Demo identity provider: ${started.issuer} (sign in at http://northwind.localhost:${port}/login)`);
    return started;
  } catch (error) {
    console.log(`The demo identity provider did not start (${error.message}); single sign-on is not set up.`);
    return null;
  }
}
