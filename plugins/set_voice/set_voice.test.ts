import { describe, expect, it } from 'vitest';
import type { AccountFacts } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { diagnose, errorsOf, fieldsOf, refsOf } from '../test-support';

describe('set_voice', () => {
  it('needs a voice and a language tag', () => {
    expect(errorsOf('set_voice', { language: 'x' })).toEqual({
      tts_voice: 'Voice is required.',
      language: 'Language must be a language tag such as en-US.',
    });
    expect(diagnose('set_voice', { tts_voice: 'en-US-Neural2-F' })).toEqual([]);
  });
  it('keeps the speaking rate between 25 and 400 percent', () => {
    expect(errorsOf('set_voice', { tts_voice: 'v', speaking_rate: 10 })).toEqual({ speaking_rate: 'Enter a whole number from 25 to 400.' });
  });
});

/**
 * references() of a type whose settings name no content: what they use is in their own config (percentages,
 * a duration, a voice name), so they add nothing to the usage index or to an export's dependencies. The schema
 * is checked too: a content id, a variable text or an expression added later needs references() to list it.
 */
describe('references() of a type that names no content', () => {
  it('set_voice: a voice name, a language tag and a rate, no content', () => {
    expect(fieldsOf('set_voice')).toEqual(['tts_voice: text', 'language: text', 'speaking_rate: number']);
    expect(refsOf('set_voice', {})).toEqual([]);
    expect(refsOf('set_voice', { tts_voice: 'de-DE-Neural2-B', language: 'de-DE', speaking_rate: 110 })).toEqual([]);
  });
});

describe('set_voice on the server', () => {
  const def = registry.require('set_voice');
  const config = (tts_voice: string) => def.config.parse({ ...def.defaults(), tts_voice });
  /** An account whose plan includes these voices, writing down what it was asked. */
  const plan = (asked: string[], ...voices: string[]): AccountFacts => ({
    voiceInPlan: async (voice) => {
      asked.push(voice);
      return voices.includes(voice);
    },
  });

  it("refuses a voice the account's plan does not include, with the catalogue's message", async () => {
    const asked: string[] = [];
    expect(await def.serverCheck?.(config('Kate'), plan(asked, 'Chris'))).toEqual([
      { path: 'tts_voice', message: "The voice 'Kate' is not in your account's plan.", severity: 'error' },
    ]);
    expect(await def.serverCheck?.(config('Chris'), plan(asked, 'Chris'))).toEqual([]);
    // No voice chosen: validate() says it is required; the plan is not asked.
    expect(await def.serverCheck?.(config(''), plan(asked, 'Chris'))).toEqual([]);
    expect(asked).toEqual(['Kate', 'Chris']);
  });
});
