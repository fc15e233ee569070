import { describe, expect, it } from 'vitest';
import { branchesOf, ctxWith, diagnose, errorsOf, refs, refsOf } from '../test-support';

const content = ctxWith([...refs('variable', 7, 8, 9), ...refs('datastore', 4)]);

describe('keyword_finder', () => {
  const entry = (over: Record<string, unknown>) => ({
    key: 'k1',
    label: 'Refund',
    match: 'keywords',
    keyword_text: 'refund, money back',
    pattern: '//im',
    length: 5,
    min_length: 1,
    max_length: 5,
    store_variable_id: null,
    ...over,
  });
  it('finds keywords in a text', () => {
    expect(diagnose('keyword_finder', { input_text: '{{7}}', keywords: [entry({})] }, content)).toEqual([]);
  });
  it('needs the text searched and keywords for a keyword entry', () => {
    expect(errorsOf('keyword_finder', { keywords: [entry({ keyword_text: ' , ' })] })).toEqual({
      input_text: 'Input text is required.',
      'keywords.0.keyword_text': 'Enter at least one keyword.',
    });
  });
  it('offers only the operations the spec allows for the keyword finder', () => {
    expect(diagnose('keyword_finder', { input_text: 'x', keywords: [entry({ match: 'uppercase' })] })[0]).toMatchObject({
      path: 'keywords.0.match',
    });
    for (const match of [
      'extract_email',
      'extract_number_fixed',
      'extract_number_min_max',
      'extract_letter_fixed',
      'extract_letter_min_max',
    ]) {
      expect(diagnose('keyword_finder', { input_text: 'x', keywords: [entry({ match, keyword_text: '' })] }), match).toEqual([]);
    }
  });
  it('takes patterns as /pattern/flags with the spec flags; the default //im still needs a pattern', () => {
    const err = (pattern: string) => errorsOf('keyword_finder', { input_text: 'x', keywords: [entry({ match: 'regex', pattern })] });
    expect(err('//im')).toEqual({ 'keywords.0.pattern': 'Write the pattern as /pattern/flags with flags from i, m, x, s, u, U, A, J, D.' });
    expect(err('/[0-9]{4}/q')).toEqual({
      'keywords.0.pattern': 'Write the pattern as /pattern/flags with flags from i, m, x, s, u, U, A, J, D.',
    });
    expect(err('/([0-9]/i')['keywords.0.pattern']).toMatch(/^The regex is not valid: missing closing \)/);
    expect(err('/(a)\\1/')).toEqual({
      'keywords.0.pattern': 'Backreferences (\\1, \\k<name>) are not supported: flow regexes run in time linear in the text (RE2).',
    });
    expect(err('/order ([0-9]{6})/imxU')).toEqual({});
  });
  it('needs min length ≤ max length for the min–max extracts, with lengths from 1 to 50', () => {
    expect(
      errorsOf('keyword_finder', { input_text: 'x', keywords: [entry({ match: 'extract_number_min_max', min_length: 6, max_length: 4 })] }),
    ).toEqual({
      'keywords.0.max_length': 'The maximum length must not be less than the minimum length.',
    });
    expect(errorsOf('keyword_finder', { input_text: 'x', keywords: [entry({ match: 'extract_number_fixed', length: 0 })] })).toEqual({
      'keywords.0.length': 'Enter a whole number from 1 to 50.',
    });
  });
  it('defaults extract lengths to 5 and the pattern to //im', () => {
    expect(branchesOf('keyword_finder', {})).toEqual([
      { key: 'keyword_1', label: 'Keyword 1', removable: true },
      { key: 'otherwise', label: 'Otherwise', removable: false },
    ]);
    expect(refsOf('keyword_finder', {})).toEqual([]);
  });
  it('branches per entry with unique labels, then Otherwise', () => {
    expect(
      errorsOf('keyword_finder', {
        input_text: 'x',
        keywords: [entry({}), entry({ key: 'k2' }), entry({ key: 'otherwise', label: 'Else' })],
      }),
    ).toEqual({
      'keywords.1.label': 'Keyword label must be unique.',
      'keywords.2.key': 'Otherwise is reserved for the default branch.',
    });
  });
  it('references the searched text and the variables that receive what was found', () => {
    expect(
      refsOf('keyword_finder', {
        input_text: '{{7}}',
        keywords: [entry({ store_variable_id: 8 }), entry({ key: 'k2', label: 'B', store_variable_id: 8 })],
      }),
    ).toEqual([
      { model: 'variable', id: 7 },
      { model: 'variable', id: 8 },
    ]);
    expect(errorsOf('keyword_finder', { input_text: '{{7}}', keywords: [entry({ store_variable_id: 3 })] }, content)).toEqual({
      'keywords.0.store_variable_id': 'The selected variable no longer exists.',
    });
  });
});
