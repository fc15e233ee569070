import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makes, mergeSpecCalls } from './spec-calls/audit';
import { ClientReader } from './spec-calls/client-reader';
import { readLine, Unreadable } from './spec-calls/spec-reader';

/** How the spec-calls audit reads the spec's lines and the client's source: what it finds, and what it must not. */
const calls = (text: string) => readLine(text).map((c) => `${c.method} ${c.path}${c.or ? ` | ${c.or.join(' | ')}` : ''}`);

describe('reading the spec’s call lines', () => {
  it('reads methods over paths, a list’s path and its item’s the REST way', () => {
    expect(calls('GET, POST /node/canvas; PUT, DELETE /node/canvas/{canvas_id}')).toEqual([
      'GET /node/canvas',
      'POST /node/canvas',
      'PUT /node/canvas/{}',
      'DELETE /node/canvas/{}',
    ]);
    expect(calls('GET, POST, PUT and DELETE /portal/accounts and /portal/accounts/{ac_id}. List queries use fetch_all.')).toEqual([
      'GET /portal/accounts',
      'POST /portal/accounts',
      'GET /portal/accounts/{}',
      'PUT /portal/accounts/{}',
      'DELETE /portal/accounts/{}',
    ]);
    expect(calls('CRUD /content/variables; POST /content/variables/validate')).toEqual([
      'GET /content/variables',
      'POST /content/variables',
      'PUT /content/variables/{}',
      'DELETE /content/variables/{}',
      'POST /content/variables/validate',
    ]);
  });

  it('reads a PUT or DELETE written on a list’s path as that path with or without an id', () => {
    expect(calls('GET, DELETE /speech/recordings')).toEqual([
      'GET /speech/recordings',
      'DELETE /speech/recordings | /speech/recordings/{}',
    ]);
  });

  it('continues a path with the names and short paths after it', () => {
    expect(calls('POST /campaign/{id}/template, /download, /collection')).toEqual([
      'POST /campaign/{}/template',
      'POST /campaign/{}/download',
      'POST /campaign/{}/collection',
    ]);
    expect(calls('GET /virtualagentusage/workflow-usages, virtual-msg-logs')).toEqual([
      'GET /virtualagentusage/workflow-usages',
      'GET /virtualagentusage/virtual-msg-logs',
    ]);
    expect(calls('POST /auth/users/validate/invite, /auth/users/re-verify')).toEqual([
      'POST /auth/users/validate/invite',
      'POST /auth/users/re-verify',
    ]);
  });

  it('reads paths without their slash, payloads, queries and notes around them', () => {
    expect(calls('GET node/nodes')).toEqual(['GET /node/nodes']);
    expect(calls('POST /portal/validate-ac-name {ac_name}')).toEqual(['POST /portal/validate-ac-name']);
    expect(calls('GET /broadworks/get-xsi-rules?task_id')).toEqual(['GET /broadworks/get-xsi-rules']);
    expect(calls('GET /billing/feature-usage-and-limit/{id}')).toEqual(['GET /billing/feature-usage-and-limit/{}']);
    expect(calls('Feature-flag checks: POST /launch-darkly/show-feature, show-feature-anonymous.')).toEqual([
      'POST /launch-darkly/show-feature',
      'POST /launch-darkly/show-feature-anonymous',
    ]);
  });

  it('reads a path’s items, with no method where the spec gives none', () => {
    expect(calls('/wslprofile: CRUD, validate and prompt/get-well-said-audio.')).toEqual([
      'GET /wslprofile',
      'POST /wslprofile',
      'PUT /wslprofile/{}',
      'DELETE /wslprofile/{}',
      '* /wslprofile/validate',
      '* /wslprofile/prompt/get-well-said-audio',
    ]);
    expect(readLine('POST duplicate/{id}.', '/reporting').map((c) => `${c.method} ${c.path}`)).toEqual(['POST /reporting/duplicate/{}']);
    expect(readLine('chart-options, chart-image.', '/reporting').map((c) => `${c.method} ${c.path}`)).toEqual([
      '* /reporting/chart-options',
      '* /reporting/chart-image',
    ]);
  });

  it('refuses words it does not know rather than guess a path from them', () => {
    expect(() => readLine('POST preview calls under /form/ for dialogflow, lex')).toThrow(Unreadable);
    expect(() => readLine('CRUD /auth/user-api-keys, plus validate')).toThrow(Unreadable);
    expect(() => readLine('get-s6 and s7 data.')).toThrow(Unreadable);
  });

  it('merges a call named on several lines, and drops one without a method where another line gives it one', () => {
    const merged = mergeSpecCalls([
      { where: 'a:1', calls: [{ method: 'GET', path: '/x' }] },
      {
        where: 'b:2',
        calls: [
          { method: 'GET', path: '/x' },
          { method: '*', path: '/x' },
          { method: '*', path: '/y' },
        ],
      },
    ]);
    expect(merged.map((c) => [c.key, c.where, c.or])).toEqual([
      ['GET /x', ['a:1', 'b:2'], undefined],
      ['* /y', ['b:2'], ['/y/{}']],
    ]);
  });
});

describe('matching a client call to a spec call', () => {
  it('takes a spec parameter for any segment, and a segment the client does not know only for a parameter', () => {
    expect(makes({ method: 'GET', path: '/tasks/{}' }, { methods: ['GET'], path: '/tasks/{}' })).toBe(true);
    expect(makes({ method: 'GET', path: '/tasks/{}' }, { methods: ['GET'], path: '/tasks/map' })).toBe(true);
    expect(makes({ method: 'GET', path: '/tasks/map' }, { methods: ['GET'], path: '/tasks/{}' })).toBe(false);
    expect(makes({ method: 'GET', path: '/tasks' }, { methods: ['GET'], path: '/tasks/{}' })).toBe(false);
  });

  it('needs the same method, any where the spec names none', () => {
    expect(makes({ method: 'PUT', path: '/tasks/{}' }, { methods: ['GET'], path: '/tasks/{}' })).toBe(false);
    expect(makes({ method: 'PUT', path: '/tasks/{}' }, { methods: ['*'], path: '/tasks/{}' })).toBe(false);
    expect(makes({ method: '*', path: '/tasks/{}' }, { methods: ['DELETE'], path: '/tasks/{}' })).toBe(true);
  });
});

describe('reading the client’s calls from its source', () => {
  const root = mkdtempSync(join(tmpdir(), 'spec-calls-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('src/client/api/http.ts', 'export async function api(path: string, options: object = {}) { return { path, options }; }\n');
  write('src/client/paths.ts', "export const paths = { one: '/one', other: '/other' } as const;\n");
  write(
    'src/client/screen.tsx',
    `import { useState } from 'react';
import { api } from './api/http';
import { paths } from './paths';

const base = (id: number) => \`/things/\${encodeURIComponent(String(id))}\`;
export const read = (id: number) => api(base(id));
export const save = (report: { id: number } | null, body: object) =>
  api(report ? \`/reports/\${report.id}\` : '/reports', { method: report ? 'PUT' : 'POST', body });
const send = (method: 'POST' | 'PATCH', path: string) => api(path, { method });
export const start = () => send('POST', '/batches');
export const pause = (id: number) => send('PATCH', \`/batches/\${id}\`);
export const pick = (key: 'one' | 'other', drop: boolean) => api(paths[key], { ...(drop ? { method: 'DELETE' } : {}) });
export function Page({ d }: { d: { path: string } }) {
  const [deleting, setDeleting] = useState<{ path: string } | null>(null);
  const go = () => deleting && api(deleting.path, { method: 'DELETE' });
  return [() => setDeleting({ path: \`/reports/\${1}/runs\` }), go, () => api(d.path)];
}
`,
  );
  const reader = new ClientReader(root, ['src/client']).read();
  const found = reader.calls.map((c) => `${c.methods.join(',')} ${c.path}`).sort();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads paths built by functions, constants of other modules and a parameter read at each call', () => {
    expect(found).toContain('GET /things/{}');
    expect(found).toContain('POST /batches');
    expect(found).toContain('PATCH /batches/{}');
    expect(found).toContain('DELETE,GET /one');
    expect(found).toContain('DELETE,GET /other');
  });

  it('pairs a path and a method chosen by the same condition, never across', () => {
    expect(found).toContain('PUT /reports/{}');
    expect(found).toContain('POST /reports');
    expect(found).not.toContain('POST /reports/{}');
    expect(found).not.toContain('PUT /reports');
  });

  it('reads a React state’s path from what its setter is given', () => {
    expect(found).toContain('DELETE /reports/{}/runs');
  });

  it('leaves a path it cannot know to the table of generic sites, never guessing one', () => {
    expect(reader.unread.map((u) => u.text)).toEqual(['d.path']);
    expect(found).toHaveLength(8);
  });
});
