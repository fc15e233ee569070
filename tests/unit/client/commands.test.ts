import { describe, expect, it } from 'vitest';
import { paletteScore, rankEntries } from '@client/commands/paletteFilter';
import { paletteCommands } from '@client/commands/paletteCommands';
import { availableCommands, buildCommands, commandTitle } from '@client/commands/registry';
import { limits } from '@shared/limits';
import { provider, role, sessionUser } from '../shared/fixtures';
import { commandContext, type Recorder } from './context';

const recorder = (): Recorder => ({ navigated: [], scopes: [], languages: [], calls: [] });
const ids = (ctx: ReturnType<typeof commandContext>) => availableCommands(ctx).map((c) => c.id);

describe('command registry', () => {
  it('names every command in a namespace and never twice', () => {
    const all = paletteCommands(commandContext()).map((c) => c.id);
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[a-z]+(\.[A-Za-z0-9-]+)+$/);
  });

  it("keeps the palette's own commands (content, entities: no key) out of the shell's registry, in the registry's order in the palette", () => {
    const ctx = commandContext();
    const shell = buildCommands(ctx).map((c) => c.id);
    const palette = paletteCommands(ctx).map((c) => c.id);
    const own = palette.filter((id) => !shell.includes(id));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((id) => id.startsWith('content.') || id.startsWith('entities.'))).toBe(true);
    expect(palette.filter((id) => shell.includes(id))).toEqual(shell);
    expect(paletteCommands(ctx).filter((c) => own.includes(c.id) && c.shortcut)).toEqual([]);
  });

  it('finds a screen by the other words users call it: "audit" finds User activities', () => {
    const ctx = commandContext(sessionUser({ roles_with_scope: [role('System Admin', 'system')] }), { spId: 'all', acId: 'all' });
    const words = (c: ReturnType<typeof buildCommands>[number]) => [
      commandTitle(c, (k, v) => (v?.title ? String(v.title) : k)),
      ...c.keywords,
    ];
    const best = rankEntries(
      buildCommands(ctx),
      'audit',
      ['navigation', 'help', 'scope', 'preferences', 'session'],
      (c) => c.group,
      words,
    )[0];
    expect(best?.items[0]?.id).toBe('nav.analyse.user-activities');
  });

  it('offers go-to commands for the visible routes only (My Profile by its own command)', () => {
    const list = ids(commandContext());
    expect(list).toContain('nav.dashboard');
    expect(list).not.toContain('nav.manage.profile');
    expect(list).toContain('nav.profile');
  });

  it('hides My Profile for users of an external identity provider', () => {
    const user = sessionUser({ idp: 'okta', account_mappings: [provider(1, [11])] });
    expect(ids(commandContext(user, { spId: 1, acId: 11 }))).not.toContain('nav.profile');
  });

  it('generates one switch command per account of account_mappings, and runs it', () => {
    const rec = recorder();
    const user = sessionUser({ account_mappings: [provider(1, [11, 12], { accountNames: ['Sales', 'Support'] })] });
    const ctx = commandContext(user, { spId: 1, acId: 'all' }, rec);
    const support = availableCommands(ctx).find((c) => c.id === 'scope.account.12');
    expect(support && commandTitle(support, (k, v) => `${k}|${v?.name}|${v?.provider}`)).toBe('commands.switchAccount|Support|Provider 1');
    expect(support?.keywords).toContain('Support');
    support?.run(ctx);
    expect(rec.scopes).toEqual([{ spId: 1, acId: 12 }]);
  });

  it('does not offer the account already selected', () => {
    const user = sessionUser({ account_mappings: [provider(1, [11, 12])] });
    const list = ids(commandContext(user, { spId: 1, acId: 11 }));
    expect(list).not.toContain('scope.account.11');
    expect(list).toContain('scope.account.12');
    expect(list).toContain('scope.all-accounts.1');
  });

  it("offers 'all accounts' only with more than one account and provider commands only at provider level", () => {
    const one = sessionUser({ account_mappings: [provider(1, [11])] });
    expect(ids(commandContext(one, { spId: 1, acId: 11 })).filter((id) => id.startsWith('scope.'))).toEqual(['scope.open']);
    const two = sessionUser({ account_mappings: [provider(1, [11]), provider(2, [21, 22])] });
    const list = ids(commandContext(two, { spId: 1, acId: 11 }));
    expect(list).toContain('scope.provider.2');
    expect(list).not.toContain('scope.provider.1');
    expect(list).not.toContain('scope.all-accounts.1');
    expect(list).toContain('scope.all-accounts.2');
  });

  it('selects the only account of a provider when switching to that provider', () => {
    const rec = recorder();
    const user = sessionUser({ account_mappings: [provider(1, [11, 12]), provider(2, [21])] });
    const ctx = commandContext(user, { spId: 1, acId: 'all' }, rec);
    availableCommands(ctx)
      .find((c) => c.id === 'scope.provider.2')
      ?.run(ctx);
    expect(rec.scopes).toEqual([{ spId: 2, acId: 21 }]);
  });

  it("changes language to the client locales only, never 'it', and not to the current one", () => {
    const rec = recorder();
    const ctx = commandContext(undefined, undefined, rec, 'de');
    const languages = availableCommands(ctx)
      .filter((c) => c.id.startsWith('language.'))
      .map((c) => c.id.slice(9));
    expect(languages).toEqual(limits.clientLocales.filter((l) => l !== 'de'));
    expect(languages).not.toContain('it');
    availableCommands(ctx)
      .find((c) => c.id === 'language.pt-BR')
      ?.run(ctx);
    expect(rec.languages).toEqual(['pt-BR']);
  });

  it('toggles the theme, opens the sheet and signs out', () => {
    const rec = recorder();
    const ctx = commandContext(sessionUser({ roles_with_scope: [role('System Admin', 'system')] }), { spId: 'all', acId: 'all' }, rec);
    for (const id of ['theme.toggle', 'shortcuts.show', 'session.signOut'])
      buildCommands(ctx)
        .find((c) => c.id === id)
        ?.run(ctx);
    expect(rec.calls).toEqual(['theme', 'shortcuts', 'signOut']);
  });
});

describe('palette ranking', () => {
  it('ranks a title match above fuzzy matches of other entries', () => {
    const deutsch = paletteScore('Deutsch', ['Change language to Deutsch', 'language', 'de']);
    const switcher = paletteScore('Deutsch', ['Open the account switcher', 'provider', 'account', 'scope', 'switch'], () => 0.9);
    expect(deutsch).toBeGreaterThan(switcher);
  });

  it('picks the account whose name is typed in full over its sibling', () => {
    const retail = paletteScore('northwind retail', ['Switch to account Northwind Retail (Northwind)']);
    const health = paletteScore('northwind retail', ['Switch to account Northwind Health Line (Northwind)'], () => 0.4);
    expect(retail).toBeGreaterThan(health);
  });

  it('keeps everything for an empty search and drops what does not match at all', () => {
    expect(paletteScore('  ', ['Anything'])).toBe(1);
    expect(paletteScore('zzz', ['Dashboard'])).toBe(0);
  });
});

describe('palette list', () => {
  const entries = [
    { id: 'nav.dashboard', group: 'navigation', words: ['Go to Dashboard'] },
    { id: 'scope.open', group: 'scope', words: ['Open the account switcher', 'switch'] },
    { id: 'language.de', group: 'preferences', words: ['Change language to Deutsch', 'language'] },
  ];
  const groups = ['navigation', 'scope', 'preferences'];
  const rank = (search: string) =>
    rankEntries(
      entries,
      search,
      groups,
      (e) => e.group,
      (e) => e.words,
    ).map((g) => [g.group, g.items.map((e) => e.id)]);

  it('shows every entry in registry order without a search', () => {
    expect(rank('')).toEqual([
      ['navigation', ['nav.dashboard']],
      ['scope', ['scope.open']],
      ['preferences', ['language.de']],
    ]);
  });

  it('puts the group of the best match first and leaves out what does not match', () => {
    expect(rank('deutsch')).toEqual([['preferences', ['language.de']]]);
    expect(rank('switch')[0]).toEqual(['scope', ['scope.open']]);
  });

  it('ranks recently used entries first among equals, but never out of their group or above a better match', () => {
    const many = [
      { id: 'canvas.find', group: 'canvas', words: ['Find a node', 'canvas', 'find'] },
      { id: 'canvas.fit', group: 'canvas', words: ['Fit the canvas', 'canvas', 'fit'] },
      { id: 'scope.all', group: 'scope', words: ['Switch to all accounts', 'all accounts'] },
    ];
    const ranked = (search: string, recent: string[]) =>
      rankEntries(
        many,
        search,
        ['canvas', 'scope'],
        (e) => e.group,
        (e) => e.words,
        undefined,
        { ids: recent, idOf: (e) => e.id },
      ).map((g) => [g.group, g.items.map((e) => e.id)]);
    expect(ranked('', ['canvas.fit'])).toEqual([
      ['canvas', ['canvas.fit', 'canvas.find']],
      ['scope', ['scope.all']],
    ]);
    expect(ranked('', ['scope.all'])[0]).toEqual(['canvas', ['canvas.find', 'canvas.fit']]);
    expect(ranked('fi', ['canvas.fit'])[0]).toEqual(['canvas', ['canvas.fit', 'canvas.find']]);
    expect(ranked('find', ['scope.all'])[0]).toEqual(['canvas', ['canvas.find']]);
  });
});
