/** Prompt texts: one entry per language; variables are written as {{variable_id}} (spec 2 §3). */
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

/** The variable ids the texts use, in order of first appearance (the system array variable left out). */
export function variableIds(texts: readonly PromptText[]): number[] {
  const ids: number[] = [];
  for (const t of texts) {
    for (const match of t.text.matchAll(variablePattern)) {
      const id = Number(match[1]);
      if (id !== defaultArrayVariableId && id > 0 && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

