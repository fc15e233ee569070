import { dedupePhrases, intentCsvMaxBytes, intentImportRefusal, intentMaxPhrases, type Intent } from '@shared/api/content-forms';
import { fill, messages } from '@shared/messages';
import { fileExtension } from '@shared/upload';
import { ApiError } from '@client/api/http';
import { intentFields } from '@shared/entities/content/intents';
import { fieldLimit } from '@shared/entities/fields';
import type { Problem } from '../formtypes/rules';

/**
 * Intents in the editor (spec 2 §3): a name, a description, training phrases and the response.
 * Phrases are saved trimmed, blank ones and repeats (case-insensitive) dropped — the server's rule,
 * so the editor flags a repeat before it is dropped. Pure: the editor and the tests use it.
 */

export interface PhraseDraft {
  key: number;
  text: string;
}
export interface IntentDraft {
  name: string;
  description: string;
  phrases: PhraseDraft[];
  response: string;
}

let nextKey = 1;
export const newPhrase = (text = ''): PhraseDraft => ({ key: nextKey++, text });
export const emptyIntent = (): IntentDraft => ({ name: '', description: '', phrases: [newPhrase()], response: '' });
export const intentDraft = (item: Pick<Intent, 'name' | 'description' | 'training_phrases' | 'response'>): IntentDraft => ({
  name: item.name,
  description: item.description ?? '',
  phrases: item.training_phrases.length ? item.training_phrases.map((p) => newPhrase(p)) : [newPhrase()],
  response: item.response ?? '',
});

/** How phrases compare: trimmed, inner spaces collapsed, case-insensitive. */
export const phraseKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Each phrase that repeats an earlier one (by key) → the 1-based position of the first. */
export function repeatedPhrases(phrases: readonly PhraseDraft[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  phrases.forEach((p, i) => {
    const k = phraseKey(p.text);
    if (!k) return;
    const at = first.get(k);
    if (at === undefined) first.set(k, i + 1);
    else repeats.set(p.key, at);
  });
  return repeats;
}

/** Inserts an empty phrase after `index`; answers the list and the new phrase's key. */
export function addPhraseAfter(phrases: readonly PhraseDraft[], index: number): { phrases: PhraseDraft[]; focus: number } {
  const phrase = newPhrase();
  return { phrases: [...phrases.slice(0, index + 1), phrase, ...phrases.slice(index + 1)], focus: phrase.key };
}

/** Backspace on an empty phrase removes it (never the last one) and moves to the one before. */
export function removeEmptyPhrase(phrases: readonly PhraseDraft[], index: number): { phrases: PhraseDraft[]; focus: number } | null {
  if (phrases.length <= 1 || phrases[index]?.text !== '') return null;
  const next = phrases.filter((_, i) => i !== index);
  return { phrases: next, focus: next[Math.max(0, index - 1)].key };
}

export interface IntentErrors {
  name?: Problem;
  description?: Problem;
  phrases?: Problem;
  /** By phrase key. */
  phrase: Record<number, Problem>;
  response?: Problem;
}

export function intentErrors(draft: IntentDraft): IntentErrors {
  const errors: IntentErrors = { phrase: {} };
  const name = draft.name.trim();
  if (!name) errors.name = { key: 'forms.errors.required' };
  else if (name.length > fieldLimit(intentFields, 'name'))
    errors.name = { key: 'forms.errors.tooLong', values: { max: fieldLimit(intentFields, 'name') } };
  if (draft.description.trim().length > fieldLimit(intentFields, 'description'))
    errors.description = { key: 'forms.errors.tooLong', values: { max: fieldLimit(intentFields, 'description') } };
  if (draft.response.trim().length > fieldLimit(intentFields, 'response'))
    errors.response = { key: 'forms.errors.tooLong', values: { max: fieldLimit(intentFields, 'response') } };
  for (const p of draft.phrases)
    if (p.text.length > fieldLimit(intentFields, 'training_phrases', 'phrase'))
      errors.phrase[p.key] = { key: 'forms.errors.tooLong', values: { max: fieldLimit(intentFields, 'training_phrases', 'phrase') } };
  const saved = dedupePhrases(draft.phrases.map((p) => p.text));
  if (saved.length === 0) errors.phrases = { key: 'intents.errors.noPhrase' };
  else if (saved.length > intentMaxPhrases) errors.phrases = { key: 'forms.errors.tooMany', values: { max: intentMaxPhrases } };
  return errors;
}

export function firstIntentProblem(draft: IntentDraft, errors: IntentErrors): Problem | null {
  const at = (where: string, p: Problem): Problem => ({ key: 'forms.errors.in', values: { where, ...p.values, problem: p.key } });
  if (errors.name) return at('fields.name', errors.name);
  if (errors.description) return at('forms.description', errors.description);
  if (errors.phrases) return errors.phrases;
  const index = draft.phrases.findIndex((p) => errors.phrase[p.key]);
  if (index >= 0)
    return {
      key: 'intents.errors.inPhrase',
      values: { index: index + 1, ...errors.phrase[draft.phrases[index].key].values, problem: errors.phrase[draft.phrases[index].key].key },
    };
  if (errors.response) return at('intents.response', errors.response);
  return null;
}

export function intentBody(draft: IntentDraft) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    training_phrases: dedupePhrases(draft.phrases.map((p) => p.text)),
    response: draft.response.trim() || null,
  };
}

/** The server's CSV rules, checked before sending: a .csv file of at most 10 MB. */
export function checkIntentCsv(file: { name: string; size: number }): string | null {
  if (fileExtension(file.name) !== 'csv') return messages.content.csvOnly;
  if (!(file.size >= 0 && file.size <= intentCsvMaxBytes))
    return fill(messages.content.csvTooLarge, { size: intentCsvMaxBytes / (1024 * 1024) });
  return null;
}

export interface ImportRowError {
  row: number | null;
  column: string | null;
  message: string;
}
export interface ImportRefusal {
  message: string;
  rows: ImportRowError[];
}

/**
 * A refused import (422) as the dialog shows it: the server's message and every row's error; a refusal
 * of the whole file (a bad header) has its message alone. Other failures are not refusals (null).
 */
export function importRefusal(error: unknown): ImportRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = intentImportRefusal.safeParse(error.body);
  if (!parsed.success) return { message: error.message, rows: [] };
  const { message, errors, row_errors } = parsed.data;
  if (row_errors?.length) return { message, rows: row_errors.map((e) => ({ row: e.row, column: e.column, message: e.message })) };
  // A whole-file refusal: its lines (usually one, the message itself).
  const lines = errors.filter((line) => line !== message);
  return { message, rows: lines.map((line) => ({ row: null, column: null, message: line })) };
}

/** A file name for an intent's export: its name, without characters file systems refuse. */
export const exportFileName = (name: string) => `${name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'intent'}.csv`;
