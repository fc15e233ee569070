import { dedupePhrases, type Intent } from '@shared/api/content-forms';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
import { intentsContent } from '@shared/entities/content';

/** The feature flag of the Intent tab (spec 2 §2, §6); the server refuses the whole area when it is off. */
export const intentFeature = 'intent';

export function parsePhrases(text: unknown): string[] {
  try {
    const list = JSON.parse(String(text ?? '[]'));
    return Array.isArray(list) ? dedupePhrases(list.filter((p): p is string => typeof p === 'string')) : [];
  } catch {
    return [];
  }
}

/** What an intent's answer adds to its declared fields (intentFields): its id, its phrases as saved (trimmed, no repeats). */
const answerOf = (row: Row): Partial<Intent> => ({
  intent_id: row.intent_id,
  training_phrases: parsePhrases(row.training_phrases),
  ...contentRowFields(row),
});

/**
 * Intents (spec 2 §3, §7): what a caller means, recognised from training phrases (at least one;
 * trimmed, repeats dropped), with the response to give. CSV template, import and export are in intent-csv.ts.
 */
export const intents = defineContentResource(intentsContent, {
  toApi: answerOf,
  // The declared fields are mapped by the content resource; an empty response is none, phrases are saved without repeats.
  fromApi(input) {
    const values: Row = {};
    if (input.response !== undefined) values.response = input.response || null;
    if (input.training_phrases !== undefined) values.training_phrases = JSON.stringify(dedupePhrases(input.training_phrases));
    return values;
  },
});
