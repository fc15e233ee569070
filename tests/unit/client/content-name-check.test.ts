import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNameChecker, type NameCheckAnswer } from '@client/api/nameCheck';

/** The content editors' name check before save: 300 ms of quiet, a newer change cancels the older check. */
describe('name check while typing', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const setup = () => {
    const asked: { name: string; signal: AbortSignal; answer(a: NameCheckAnswer): void }[] = [];
    const results: (NameCheckAnswer | null)[] = [];
    const checker = createNameChecker({
      check: (name, signal) => new Promise<NameCheckAnswer>((resolve) => asked.push({ name, signal, answer: resolve })),
      onResult: (answer) => results.push(answer),
    });
    return { asked, results, checker };
  };
  const taken = { valid: false, message: 'The name has already been taken.' };

  it('asks once, 300 ms after the last change, with the trimmed name', async () => {
    const { asked, results, checker } = setup();
    checker.change('W');
    await vi.advanceTimersByTimeAsync(200);
    checker.change('Wel');
    await vi.advanceTimersByTimeAsync(299);
    expect(asked).toEqual([]);
    checker.change('Welcome ');
    await vi.advanceTimersByTimeAsync(299);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((a) => a.name)).toEqual(['Welcome']);
    asked[0].answer(taken);
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([taken]);
  });

  it('a change while a check is in flight aborts it, and its late answer is never reported', async () => {
    const { asked, results, checker } = setup();
    checker.change('Welcome');
    await vi.advanceTimersByTimeAsync(300);
    checker.change('Welcome 2');
    expect(asked[0].signal.aborted).toBe(true);
    asked[0].answer(taken);
    await vi.advanceTimersByTimeAsync(300);
    expect(results).toEqual([]);
    asked[1].answer({ valid: true, message: 'The name is available.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([{ valid: true, message: 'The name is available.' }]);
  });

  it('cancel drops the pending timer and request; an empty name reports nothing taken at once', async () => {
    const { asked, results, checker } = setup();
    checker.change('Welcome');
    checker.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual([]);
    checker.change('   ');
    expect(results).toEqual([null]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual([]);
  });

  it('a failed check reports nothing taken (the save stays the final word)', async () => {
    const results: (NameCheckAnswer | null)[] = [];
    const checker = createNameChecker({ check: () => Promise.reject(new Error('offline')), onResult: (a) => results.push(a) });
    checker.change('Welcome');
    await vi.advanceTimersByTimeAsync(300);
    expect(results).toEqual([null]);
  });
});

describe('every content editor checks its name before save', () => {
  it("each content type with a name rule has its check call wired to the editor: the declaration's POST, or the GET that takes the name in its path", async () => {
    const { contentTabs } = await import('@client/features/authoring/content/tabs');
    const checks = Object.fromEntries(
      contentTabs.map((t) => [t.id, t.nameCheck ? `${t.nameCheck.method} ${t.nameCheck.path} ${t.nameCheck.field}` : null]),
    );
    expect(checks).toEqual({
      prompts: 'POST /prompt/validate prompt_name',
      variables: 'POST /content/variables/validate variable_name',
      'data-stores': 'GET /data/validate-ds-name display_name',
      files: null,
      holidays: 'POST /holidayschedule/validate schedule_name',
      javascripts: 'POST /javascriptfunction/validate name',
      customformtypes: 'GET /form/validate-ft-name name',
      openformtypes: 'POST /form/validate-oft-name oft_name',
      dynamicformtypes: 'GET /form/validate-dft-name name',
      intents: 'POST /intent/validate name',
    });
    expect(contentTabs.find((t) => t.id === 'prompts')?.nameCheck?.per).toEqual(['prompt_type']);
  });
});
