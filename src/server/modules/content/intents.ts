import { dedupePhrases, intent, intentBody, intentUpdateBody, type Intent } from '@shared/api/content-forms';
import type { Row } from '../../http/resource';
import { contentRowFields, defineContentResource } from './content-resource';
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

function toApi(row: Row): Intent {
  return {
    intent_id: row.intent_id,
    name: row.name,
    description: row.description,
    training_phrases: parsePhrases(row.training_phrases),
    response: row.response,
    ...contentRowFields(row),
  };
}

/**
 * Intents (spec 2 §3, §7): what a caller means, recognised from training phrases (at least one;
 * trimmed, repeats dropped), with the response to give. CSV template, import and export are in intent-csv.ts.
 */
export const intents = defineContentResource(intentsContent, {
  toApi,
  fromApi(input, ctx) {
    const values: Row = {};
    for (const key of ['name', 'description', 'folder_id']) if (input[key] !== undefined) values[key] = input[key];
    if (input.response !== undefined) values.response = input.response || null;
    if (input.training_phrases !== undefined) values.training_phrases = JSON.stringify(dedupePhrases(input.training_phrases));
    return ctx.mode === 'create' ? { description: null, response: null, ...values } : values;
  },
});

