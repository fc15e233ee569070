import type { Expr } from './types';

/** The direct children of a node with their path segments ('args.0', 'left', 'list.2'). */
export function childrenOf(expr: Expr): [string, Expr][] {
  switch (expr.kind) {
    case 'call':
    case 'function':
      return expr.args.map((arg, i) => [`args.${i}`, arg]);
    case 'compare':
    case 'math':
      return [
        ['left', expr.left],
        ['right', expr.right],
      ];
    case 'conditions':
      return expr.list.map((item, i) => [`list.${i}`, item]);
    default:
      return [];
  }
}

export const joinPath = (base: string, segment: string) => (base ? `${base}.${segment}` : segment);

/** Visits every node depth first, in source order, with its dotted path (without recursion). */
export function walk(ast: Expr, visit: (node: Expr, path: string) => void, base = ''): void {
  const stack: [Expr, string][] = [[ast, base]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    visit(node, path);
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push([children[i][1], joinPath(path, children[i][0])]);
  }
}

/** Levels of nesting: a literal is 1, `f(x)` is 2. */
export function depthOf(ast: Expr): number {
  let deepest = 0;
  const stack: [Expr, number][] = [[ast, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    for (const [, child] of childrenOf(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}
