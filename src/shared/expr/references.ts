import type { ContentRef } from '../plugin-api/types';
import type { Expr } from './types';
import { walk } from './walk';

/** The variables and JavaScript functions an expression uses, each once, in the order they appear. */
export function referencesOf(ast: Expr): ContentRef[] {
  const refs: ContentRef[] = [];
  const seen = new Set<string>();
  walk(ast, (node) => {
    if (node.kind !== 'variable' && node.kind !== 'function') return;
    const ref: ContentRef = { model: node.kind === 'variable' ? 'variable' : 'javascript_function', id: node.id };
    const key = `${ref.model}:${ref.id}`;
    if (!seen.has(key)) refs.push(ref);
    seen.add(key);
  });
  return refs;
}
