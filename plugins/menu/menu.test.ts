import { describe, expect, it } from 'vitest';
import { menuBranchKey } from '@plugins/menu/definition';
import { registry } from '@plugins/registry';
import { branchesOf, ctxWith, diagnose, refsOf } from '../test-support';

const ok = ctxWith([
  { model: 'prompt', id: 1 },
  { model: 'prompt', id: 2 },
  { model: 'variable', id: 9 },
]);

describe('menu', () => {
  it('needs a prompt and at least one key', () => {
    expect(diagnose('menu', { keys: [] })).toEqual([
      { path: 'prompt_id', message: 'Prompt is required.', severity: 'error' },
      { path: 'keys', message: 'Add at least one key.', severity: 'error' },
    ]);
  });
  it('refuses a key used twice', () => {
    expect(
      diagnose(
        'menu',
        {
          prompt_id: 1,
          keys: [
            { key: '1', label: 'A' },
            { key: '1', label: 'B' },
          ],
        },
        ok,
      ),
    ).toEqual([{ path: 'keys.1.key', message: 'Key must be unique.', severity: 'error' }]);
  });
  it('refuses a key that is not on a keypad', () => {
    expect(diagnose('menu', { prompt_id: 1, keys: [{ key: 'A', label: '' }] }, ok)[0]).toMatchObject({ path: 'keys.0.key' });
  });
  it('checks the optional no-input / no-match prompts and result variable', () => {
    expect(diagnose('menu', { prompt_id: 1, no_input_prompt_id: 2, no_match_prompt_id: 3, result_variable_id: 9 }, ok)).toEqual([
      { path: 'no_match_prompt_id', message: 'The selected prompt no longer exists.', severity: 'error' },
    ]);
  });
  it('references its prompts (once each) and its variable', () => {
    expect(refsOf('menu', { prompt_id: 1, no_input_prompt_id: 1, no_match_prompt_id: 2, result_variable_id: 9 })).toEqual([
      { model: 'prompt', id: 1 },
      { model: 'prompt', id: 2 },
      { model: 'variable', id: 9 },
    ]);
  });
  it('shows one branch per key, then the non-removable Otherwise', () => {
    expect(
      branchesOf('menu', {
        keys: [
          { key: '1', label: 'Sales' },
          { key: '*', label: '' },
          { key: '#', label: 'Back' },
        ],
      }),
    ).toEqual([
      { key: 'key_1', label: '1: Sales', removable: true },
      { key: 'key_star', label: '*', removable: true },
      { key: 'key_hash', label: '#: Back', removable: true },
      { key: 'otherwise', label: 'Otherwise', removable: false },
    ]);
    expect(menuBranchKey('0')).toBe('key_0');
  });
  it('defaults to two keys, a 5 second timeout and 3 attempts', () => {
    expect(diagnose('menu', { prompt_id: 1 }, ok)).toEqual([]);
    expect(branchesOf('menu', {}).map((b) => b.label)).toEqual(['1: Option 1', '2: Option 2', 'Otherwise']);
  });
});

describe('choices offered to a conversation waiting at a step', () => {
  const choicesOf = (type: string, config: Record<string, unknown>) => {
    const def = registry.require(type);
    return def.choices(def.config.parse({ ...def.defaults(), ...config }));
  };
  it('a menu offers its keys, each pressing the key (the label, else the key, is shown)', () => {
    expect(
      choicesOf('menu', {
        keys: [
          { key: '1', label: 'Sales' },
          { key: '#', label: '' },
        ],
      }),
    ).toEqual([
      { label: 'Sales', input: { dtmf: '1' } },
      { label: '#', input: { dtmf: '#' } },
    ]);
  });
  it('another type offers its branches by label as text, never Otherwise or an outcome branch', () => {
    const keywords = [{ key: 'billing', label: 'Billing', keyword_text: 'bill' }];
    expect(choicesOf('keyword_finder', { keywords }).map((c) => c.label)).toEqual(['Billing']);
    expect(choicesOf('keyword_finder', { keywords })[0].input).toEqual({ text: 'Billing' });
    expect(choicesOf('web_service', {})).toEqual([]);
    expect(choicesOf('prompt', {})).toEqual([]);
  });
});
