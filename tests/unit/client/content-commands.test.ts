import { describe, expect, it, vi } from 'vitest';
import { contentCommands } from '@client/commands/contentCommands';
import { searchProviders } from '@client/commands/searchProviders';
import { contentTypeCatalogue } from '@shared/entities/content/catalogue';

/** The list calls the palette's content search makes, and what each answers: one item named after its path. */
const calls: { path: string; query: Record<string, unknown> }[] = [];
vi.mock('@client/api/http', () => ({
  api: vi.fn(async (path: string, options: { query: Record<string, unknown> }) => {
    calls.push({ path, query: options.query });
    const type = contentTypeCatalogue.find((t) => t.path === path)!;
    return [{ [type.idField]: 5, [type.nameField]: `Found in ${type.name}` }];
  }),
}));
import type { CommandContext } from '@client/commands/types';
import { provider, role, sessionUser } from '../shared/fixtures';
import { commandContext, type Recorder } from './context';

/** Palette create commands for every content type (spec 2 §2's tabs; DESIGN: every action reachable from the palette). */
const createCommands: [string, string, string][] = [
  ['content.createPrompt', 'prompts', 'build.content.prompts'],
  ['content.createVariable', 'variables', 'build.content.variables'],
  ['content.createFormType', 'customformtypes', 'build.content.form-types'],
  ['content.createOpenFormType', 'openformtypes', 'build.content.open-form-types'],
  ['content.createDynamicFormType', 'dynamicformtypes', 'build.content.dynamic-form-types'],
  ['content.createDatastore', 'data-stores', 'build.content.datastores'],
  ['content.createFile', 'files', 'build.content.files'],
  ['content.createHolidaySchedule', 'holidays', 'build.content.holiday-schedules'],
  ['content.createFunction', 'javascripts', 'build.content.functions'],
  ['content.createIntent', 'intents', 'build.content.intents'],
];
/** Writing needs the matching read too (spec 2 §6). */
const allWrites = createCommands.flatMap(([, , p]) => [`${p}.read`, `${p}.write`]);
/** The account's plan provisions every content area; the two flagged types also need their feature flag. */
const areas = createCommands.map(([, , p]) => p);
const withFlags = [...areas, 'studio.dynamic-form-type', 'studio.intent'];

function context(permissions: string[], enabledFeatures: string[], acId: number | 'all' = 11, rec?: Recorder): CommandContext {
  const user = sessionUser({
    user_type: 'ac',
    permissions,
    roles_with_scope: [role('Builder', 'ac', 1, 11)],
    account_mappings: [provider(1, [11, 12], { scope: 'ac' })],
  });
  const ctx = commandContext(user, { spId: 1, acId }, rec);
  return { ...ctx, access: { ...ctx.access, enabledFeatures } };
}
const available = (ctx: CommandContext) =>
  contentCommands()
    .filter((c) => !c.enabled || c.enabled(ctx))
    .map((c) => c.id);

describe('content create commands in the palette', () => {
  it('has one create command per content type, titled from the content namespace, opening the tab with its editor', () => {
    const commands = contentCommands();
    for (const [id, tab] of createCommands) {
      const command = commands.find((c) => c.id === id);
      expect(command, id).toBeDefined();
      expect(command!.title).toBe(`content:commands.${id.slice('content.'.length)}`);
      expect(command!.keywords).toEqual(expect.arrayContaining(['new', 'create']));
      const rec: Recorder = { navigated: [], scopes: [], languages: [], calls: [] };
      command!.run(context(allWrites, withFlags, 11, rec));
      expect(rec.navigated, id).toEqual([`/build/content?tab=${tab}&create=1`]);
    }
  });

  it('offers each one with its write (and read) permission in one selected account whose plan has the area', () => {
    const flagged = ['content.createDynamicFormType', 'content.createIntent'];
    expect(available(context(allWrites, withFlags))).toEqual(expect.arrayContaining(createCommands.map(([id]) => id)));
    // Feature names match as substrings (spec 1 §6), so the flagged types are left out of this plan altogether.
    const unflagged = available(
      context(
        allWrites,
        areas.filter((a) => !/dynamic|intents/.test(a)),
      ),
    );
    for (const [id] of createCommands) expect(unflagged.includes(id), id).toBe(!flagged.includes(id));
    // Read-only, or no account selected: nothing to create.
    const readOnly = available(
      context(
        createCommands.map(([, , p]) => `${p}.read`),
        withFlags,
      ),
    );
    for (const [id] of createCommands) expect(readOnly, id).not.toContain(id);
    const allAccounts = available(context(allWrites, withFlags, 'all'));
    for (const [id] of createCommands) expect(allAccounts, id).not.toContain(id);
    // Only the datastore permissions: only its create command; write without read is not enough.
    expect(available(context(['build.content.datastores.write'], areas)).filter((id) => id.startsWith('content.create'))).toEqual([]);
    const onlyDatastores = available(context(['build.content.datastores.read', 'build.content.datastores.write'], areas));
    expect(onlyDatastores.filter((id) => id.startsWith('content.create'))).toEqual(['content.createDatastore']);
  });
});

describe('content search in the palette', () => {
  const search = () => searchProviders().find((p) => p.id === 'content')!;

  it("asks every content type the user may read, with the type's own list filters, and opens what it finds in its tab", async () => {
    calls.length = 0;
    const ctx = context(allWrites, withFlags);
    expect(search().enabled!(ctx)).toBe(true);
    const found = await search().search('wel', ctx, new AbortController().signal);
    expect(calls.map((c) => c.path).sort()).toEqual(contentTypeCatalogue.map((t) => t.path).sort());
    expect(calls.find((c) => c.path === '/prompt/prompts')!.query).toMatchObject({ prompt_type: 'IVA', search: 'wel', fetch_all: 0 });
    for (const type of contentTypeCatalogue) {
      const command = found.find((c) => c.id === `content.${type.name}.5`)!;
      expect(command.title).toBe(`content:commands.${type.palette.open}`);
      expect(command.titleValues).toEqual({ name: `Found in ${type.name}` });
      const rec: Recorder = { navigated: [], scopes: [], languages: [], calls: [] };
      command.run(context(allWrites, withFlags, 11, rec));
      expect(rec.navigated).toEqual([`/build/content?tab=${type.name}&id=5`]);
    }
  });

  it('asks nothing of a type the user may not read or whose feature the plan lacks, nor anything in All accounts', async () => {
    calls.length = 0;
    await search().search(
      'wel',
      context(
        ['build.content.datastores.read', 'build.content.intents.read'],
        areas.filter((a) => !/dynamic|intents/.test(a)),
      ),
      new AbortController().signal,
    );
    expect(calls.map((c) => c.path)).toEqual(['/data/data-store']);
    expect(search().enabled!(context(allWrites, withFlags, 'all'))).toBe(false);
  });
});
