import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featureFlagPaths, showFeature } from '@client/api/featureFlags';
import { contentApi } from '@client/features/authoring/content/api';
import { taskApi } from '@client/features/authoring/tasks/api';

/** What the client sends: each fetch's URL and body, answered with `answer`. */
let sent: { url: URL; method: string; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { data: [] } };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { data: [] } };
  vi.stubGlobal('window', { location: { origin: 'http://studio.test' } });
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('task lists ask for the task type they show', () => {
  it("sends task_type=all for the task list's All filter (the server's default is voice)", async () => {
    await taskApi.list('all');
    await taskApi.list('chatbot');
    expect(sent.map((s) => s.url.searchParams.get('task_type'))).toEqual(['all', 'chatbot']);
  });

  it("sends task_type=all for the content library's Tasks sidebar", async () => {
    await contentApi.tasks();
    expect(sent[0].url.pathname).toBe('/api/studio/tasks');
    expect(sent[0].url.searchParams.get('task_type')).toBe('all');
  });
});

describe('feature flags', () => {
  it("are asked of the spec's /launch-darkly/ path, with the selection", async () => {
    answer = { status: 200, body: { data: { message: 'success', flag_state: true } } };
    expect(await showFeature('intent', { spId: 3, acId: 7 })).toBe(true);
    expect(sent[0].url.pathname).toBe('/api/launch-darkly/show-feature');
    expect(sent[0].body).toEqual({ feature: 'intent', sp_id: 3, ac_id: 7 });
    expect(featureFlagPaths.show).toBe('/launch-darkly/show-feature');
  });

  it('count a failed check as off (spec 2 §6)', async () => {
    answer = { status: 500, body: { message: 'down' } };
    expect(await showFeature('intent', { spId: 3, acId: 7 })).toBe(false);
  });
});

describe('the current user and the task library', () => {
  it('reloads the current user after a profile change with GET /auth/me (spec 3 §7 Users)', async () => {
    const { reloadUser } = await import('@client/features/manage/profile/profile-api');
    answer = { status: 200, body: { data: { user_id: 5, email: 'me@studio.test', account_mappings: [] } } };
    await reloadUser();
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual(['GET /api/auth/me']);
  });

  it("edits a template's name, description and tags, restores a deleted one, and checks a new name against the others", async () => {
    const { libraryApi } = await import('@client/features/authoring/library/api');
    answer = { status: 200, body: { data: {} } };
    await libraryApi.update(7, { template_name: 'Renamed', description: 'After', tags: ['billing'] });
    await libraryApi.update(7, { is_enabled: 1 });
    await libraryApi.validateName('Renamed', 'ac', undefined, 7);
    expect(sent.map((s) => [s.method, s.url.pathname, s.body])).toEqual([
      ['PUT', '/api/studio/task-libraries/7', { template_name: 'Renamed', description: 'After', tags: ['billing'] }],
      ['PUT', '/api/studio/task-libraries/7', { is_enabled: 1 }],
      ['POST', '/api/studio/task-libraries/validate-name', { template_name: 'Renamed', level: 'ac', template_id: 7 }],
    ]);
  });
});
