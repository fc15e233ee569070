import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The realtime channel says only what it does: every server-to-client event the shared declaration names is
 * sent by the server somewhere, and every event the client listens for is declared (so sent). A declaration
 * without a sender, or a listener that cannot fire, is a promise nobody keeps.
 */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
const source = (dir: string) =>
  filesUnder(dir)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

const declaration = readFileSync('src/shared/realtime.ts', 'utf8');
const serverToClient = declaration.slice(
  declaration.indexOf('interface ServerToClientEvents'),
  declaration.indexOf('interface ClientToServerEvents'),
);
const declared = [...serverToClient.matchAll(/^\s+'?([\w:-]+)'?: \(payload/gm)].map((m) => m[1]);

describe('the realtime events', () => {
  it('reads the declaration', () => {
    expect(declared).toEqual(expect.arrayContaining(['refresh', 'notification', 'live:session', 'job:progress']));
  });

  it('sends every event it declares', () => {
    const server = source('src/server');
    const unsent = declared.filter((event) => !server.includes(`emit('${event}'`));
    expect(unsent).toEqual([]);
  });

  it('listens only for declared events', () => {
    const client = source('src/client');
    const heard = [...client.matchAll(/onRealtime\('([\w:-]+)'/g)].map((m) => m[1]);
    expect(heard.length).toBeGreaterThan(3);
    expect(heard.filter((event) => !declared.includes(event))).toEqual([]);
  });
});
