import { describe, expect, it } from 'vitest';
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
