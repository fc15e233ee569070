import { describe, expect, it } from 'vitest';
import { paletteScore, rankEntries, wordFuzzy } from '@client/commands/paletteFilter';
import { kindAllowed, namedIn } from '@client/commands/paletteQuery';

describe('what a palette search names', () => {
  const kinds = ['prompt', 'message', 'variable', 'api key'];

  it('is the name alone, typed as it is', () => {
    expect(namedIn('retail main line', kinds)).toEqual({ name: 'retail main line', kind: null });
  });

  it('drops a leading verb and the kind word after it', () => {
    expect(namedIn('open prompt UX3', kinds)).toEqual({ name: 'UX3', kind: 'prompt' });
    expect(namedIn('  Go to   variable  caller id ', kinds)).toEqual({ name: 'caller id', kind: 'variable' });
    expect(namedIn('disable API key Nightly export', kinds)).toEqual({ name: 'Nightly export', kind: 'api key' });
    expect(namedIn('prompt welcome', kinds)).toEqual({ name: 'welcome', kind: 'prompt' });
  });

  it('keeps a word that only starts like a verb or a kind', () => {
    expect(namedIn('opening hours', kinds)).toEqual({ name: 'opening hours', kind: null });
    expect(namedIn('prompter', kinds)).toEqual({ name: 'prompter', kind: null });
  });

  it('asks a kind only for what was named', () => {
    const prompt = namedIn('open prompt UX3', kinds);
    expect(kindAllowed(prompt, ['prompt', 'message'])).toBe(true);
    expect(kindAllowed(prompt, ['variable'])).toBe(false);
    expect(kindAllowed(namedIn('UX3', kinds), ['variable'])).toBe(true);
  });
});

describe('the palette’s typo-tolerant match', () => {
  const entries = [
    { id: 'nav.profile', words: ['Go to My Profile', 'profile', 'password'] },
    { id: 'scope.open', words: ['Open the account switcher', 'provider', 'account', 'scope', 'switch'] },
    { id: 'shortcuts.show', words: ['Show keyboard shortcuts', 'keyboard', 'keys', 'help', 'hotkeys'] },
    { id: 'theme.toggle', words: ['Toggle dark theme', 'dark', 'light', 'theme'] },
  ];
  const rank = (search: string) =>
    rankEntries(
      entries,
      search,
      ['all'],
      () => 'all',
      (e) => e.words,
      wordFuzzy(search),
    ).flatMap((g) => g.items.map((e) => e.id));

  it('finds a word typed with a letter missing', () => {
    expect(rank('tgl thm')).toEqual(['theme.toggle']);
    expect(rank('profle')).toEqual(['nav.profile']);
  });

  it('finds nothing for letters strewn across unrelated words', () => {
    expect(rank('phone')).toEqual([]);
    expect(wordFuzzy('phone')('Go to My Profile profile password help')).toBe(0);
  });

  it('still ranks a title match above a fuzzy one', () => {
    expect(paletteScore('theme', ['Toggle dark theme'], wordFuzzy('theme'))).toBeGreaterThan(
      paletteScore('thme', ['Toggle dark theme'], wordFuzzy('thme')),
    );
  });
});
