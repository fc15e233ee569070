/** Prompt texts: one entry per language; variables are written as {{variable_id}} (spec 2 §3). */
import { limits } from '@shared/limits';
import { fill, messages } from '@shared/messages';
import { unprocessable } from '../../../http/errors';

export interface PromptText {
  language: string;
  text: string;
  file_id: number | null;
}

const variablePattern = /\{\{\s*(-?\d+)\s*\}\}/g;
/** The system default array variable (spec 2 §3): not a row of the account, never checked or indexed. */
export const defaultArrayVariableId = -1;

export function parseTexts(stored: string | null | undefined): PromptText[] {
  try {
    const parsed = JSON.parse(stored || '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function serialiseTexts(texts: readonly { language: string; text: string; file_id?: number | null }[]): string {
  return JSON.stringify(texts.map((t) => ({ language: t.language, text: t.text, file_id: t.file_id ?? null })));
}

/** The variable ids one text uses, in order of first appearance (the system array variable left out). */
function textVariableIds(text: string): Set<number> {
  const ids = new Set<number>();
  for (const match of text.matchAll(variablePattern)) {
    const id = Number(match[1]);
    if (id !== defaultArrayVariableId && id > 0) ids.add(id);
  }
  return ids;
}

/** The variable ids the texts use, in order of first appearance (the system array variable left out). */
export function variableIds(texts: readonly PromptText[]): number[] {
  const ids = new Set<number>();
  for (const t of texts) for (const id of textVariableIds(t.text)) ids.add(id);
  return [...ids];
}

/** Refuses texts that refer to more distinct variables than limits.promptReferences allows, per text and per prompt. */
export function assertReferenceBounds(texts: readonly PromptText[]): void {
  const { perText, perPrompt } = limits.promptReferences;
  const all = new Set<number>();
  texts.forEach((t, i) => {
    const ids = textVariableIds(t.text);
    if (ids.size > perText) throw unprocessable(`texts.${i}.text: ${fill(messages.content.tooManyTextReferences, { max: perText })}`);
    for (const id of ids) all.add(id);
  });
  if (all.size > perPrompt) throw unprocessable(`texts: ${fill(messages.content.tooManyPromptReferences, { max: perPrompt })}`);
}
