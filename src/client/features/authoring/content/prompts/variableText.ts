/**
 * Prompt texts store variables as {{variable_id}}; the editor shows and takes them by name
 * ({{customer_name}}). Pure conversions both ways.
 */
export interface NamedVariable {
  variable_id: number;
  variable_name: string;
}

const token = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** {{12}} → {{name}}; ids without a known variable stay as they are. */
export function idsToNames(text: string, variables: readonly NamedVariable[]): string {
  const byId = new Map(variables.map((v) => [String(v.variable_id), v.variable_name]));
  return text.replace(token, (whole, inner: string) => {
    const name = byId.get(inner);
    return name === undefined ? whole : `{{${name}}}`;
  });
}

export interface ToStorage {
  text: string;
  /** Names written in braces that are no variable of the account. */
  unknown: string[];
}

/** {{name}} → {{id}} (exact name first, then ignoring case); numeric ids pass through. */
export function namesToIds(text: string, variables: readonly NamedVariable[]): ToStorage {
  const exact = new Map(variables.map((v) => [v.variable_name, v.variable_id]));
  const folded = new Map(variables.map((v) => [v.variable_name.toLowerCase(), v.variable_id]));
  const unknown: string[] = [];
  const out = text.replace(token, (whole, inner: string) => {
    if (/^-?\d+$/.test(inner)) return `{{${inner}}}`;
    const id = exact.get(inner) ?? folded.get(inner.toLowerCase());
    if (id === undefined) {
      if (!unknown.includes(inner)) unknown.push(inner);
      return whole;
    }
    return `{{${id}}}`;
  });
  return { text: out, unknown };
}

/** The partial name being typed after an unclosed '{{' just before the caret, or null. */
export function pendingVariable(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const open = before.lastIndexOf('{{');
  if (open < 0) return null;
  const query = before.slice(open + 2);
  if (query.includes('}') || query.includes('{') || /\s/.test(query)) return null;
  return { start: open, query };
}

/** Inserts {{name}} in place of the pending '{{query' ending at the caret; returns the text and new caret. */
export function completeVariable(text: string, caret: number, name: string): { text: string; caret: number } {
  const pending = pendingVariable(text, caret);
  const start = pending ? pending.start : caret;
  const after = text.slice(caret).replace(/^[^\s{}]*\}\}/, '');
  const inserted = `{{${name}}}`;
  return { text: text.slice(0, start) + inserted + after, caret: start + inserted.length };
}
