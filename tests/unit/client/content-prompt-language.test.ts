import { describe, expect, it } from 'vitest';
import { newPromptLanguage } from '@client/features/authoring/content/prompts/languages';

const offered = (...ids: string[]) => ids.map((id) => ({ language_id: id.replace('*', ''), speech_default: id.endsWith('*') }));

describe('the language a new prompt starts in', () => {
  it("is the account's speech language when the plan offers it", () => {
    expect(newPromptLanguage(offered('de-DE*', 'en-GB', 'en-US'))).toBe('de-DE');
    expect(newPromptLanguage(offered('en-GB*', 'en-US'))).toBe('en-GB');
  });

  it('else English (US) when offered, else the plan’s first language', () => {
    expect(newPromptLanguage(offered('de-DE', 'en-US'))).toBe('en-US');
    expect(newPromptLanguage(offered('fr-CA', 'fr-FR'))).toBe('fr-CA');
  });

  it('is English (US) while the plan’s languages are not known', () => {
    expect(newPromptLanguage(undefined)).toBe('en-US');
    expect(newPromptLanguage([])).toBe('en-US');
  });
});
