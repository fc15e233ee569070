import { describe, expect, it } from 'vitest';
import { intentBody as serverIntentBody } from '@shared/api/content-forms';
import { fill, messages } from '@shared/messages';
import { ApiError } from '@client/api/http';
import {
  addPhraseAfter,
  checkIntentCsv,
  emptyIntent,
  exportFileName,
  importRefusal,
  intentBody,
  intentDraft,
  newPhrase,
  removeEmptyPhrase,
  repeatedPhrases,
  type IntentDraft,
} from '@client/features/authoring/content/intents/rules';
import { intentsTab } from '@client/features/authoring/content/intents/tab';

const deps = { variables: [] };
const draft = (phrases: string[], patch: Partial<IntentDraft> = {}): IntentDraft => ({
  name: 'order_status',
  description: '',
  phrases: phrases.map((p) => newPhrase(p)),
  response: '',
  ...patch,
});

describe('intents: training phrases', () => {
  it('flags a repeat (case and spaces ignored) by the phrase it repeats; blank phrases are no repeats', () => {
    const d = draft(['Where is my order?', 'where is  my ORDER? ', '', '', 'Track my parcel']);
    expect([...repeatedPhrases(d.phrases)]).toEqual([[d.phrases[1].key, 1]]);
  });

  it('saves phrases as the server does: trimmed, blanks and repeats dropped', () => {
    const body = intentBody(
      draft([' Where is my order? ', 'where is my order?', '', 'Track my parcel'], { response: '  ', description: ' Orders ' }),
    );
    expect(body).toEqual({
      name: 'order_status',
      description: 'Orders',
      training_phrases: ['Where is my order?', 'Track my parcel'],
      response: null,
    });
    expect(serverIntentBody.parse(body).training_phrases).toEqual(body.training_phrases);
  });

  it('Enter adds a phrase after the current one and focuses it', () => {
    const d = draft(['a', 'b']);
    const next = addPhraseAfter(d.phrases, 0);
    expect(next.phrases.map((p) => p.text)).toEqual(['a', '', 'b']);
    expect(next.focus).toBe(next.phrases[1].key);
  });

  it('Backspace removes an empty phrase (never the last one) and moves to the one before', () => {
    const d = draft(['a', '', 'b']);
    const next = removeEmptyPhrase(d.phrases, 1)!;
    expect(next.phrases.map((p) => p.text)).toEqual(['a', 'b']);
    expect(next.focus).toBe(d.phrases[0].key);
    expect(removeEmptyPhrase(d.phrases, 0)).toBeNull();
    expect(removeEmptyPhrase(draft(['']).phrases, 0)).toBeNull();
  });

  it('needs at least one phrase before saving; a saved intent becomes a draft with its phrases', () => {
    expect(intentsTab.toBody(draft(['', ' ']), deps, 'create')).toEqual({ error: 'intents.errors.noPhrase', values: undefined });
    expect(intentsTab.toBody(emptyIntent(), deps, 'create')).toMatchObject({ error: 'forms.errors.in', values: { where: 'fields.name' } });
    const d = intentDraft({ name: 'greet', description: null, training_phrases: ['hi', 'hello'], response: 'Hello!' });
    expect(d.phrases.map((p) => p.text)).toEqual(['hi', 'hello']);
    expect(intentsTab.toBody(d, deps, 'update')).toEqual({
      body: { name: 'greet', description: null, training_phrases: ['hi', 'hello'], response: 'Hello!' },
    });
  });
});

describe('intents: CSV', () => {
  it('checks the file before sending: a .csv of at most 10 MB', () => {
    expect(checkIntentCsv({ name: 'intents.csv', size: 100 })).toBeNull();
    expect(checkIntentCsv({ name: 'intents.xlsx', size: 100 })).toBe(messages.content.csvOnly);
    expect(checkIntentCsv({ name: 'big.csv', size: 10 * 1024 * 1024 + 1 })).toBe(fill(messages.content.csvTooLarge, { size: 10 }));
  });

  it("maps a refused import (422) to the server's message and every row's error", () => {
    const body = {
      message: 'Nothing was imported: the file has 2 invalid row(s).',
      errors: ['row 3: intent_name: must not be empty', 'row 4: description: differs'],
      row_errors: [
        { row: 3, column: 'intent_name', message: 'must not be empty' },
        { row: 4, column: 'description', message: 'differs' },
      ],
    };
    expect(importRefusal(new ApiError(body.errors[0], 422, body))).toEqual({
      message: body.message,
      rows: [
        { row: 3, column: 'intent_name', message: 'must not be empty' },
        { row: 4, column: 'description', message: 'differs' },
      ],
    });
  });

  it('a whole-file refusal keeps its message; other failures are not refusals', () => {
    const header = {
      message: 'The CSV header must name the training_phrase column.',
      errors: ['The CSV header must name the training_phrase column.'],
    };
    expect(importRefusal(new ApiError(header.message, 422, header))).toEqual({ message: header.message, rows: [] });
    expect(importRefusal(new ApiError('Forbidden', 403, { message: 'Forbidden' }))).toBeNull();
    expect(importRefusal(new Error('x'))).toBeNull();
  });

  it('names an export after its intent, without characters file systems refuse', () => {
    expect(exportFileName('order_status')).toBe('order_status.csv');
    expect(exportFileName('a/b:c')).toBe('a_b_c.csv');
  });
});
