import type { NodeCategory } from '../api/flow';
import { isLeafOnlyNodeType } from './catalogue';

/**
 * Drop rules (DESIGN §5): where a node of a type may be dropped, pasted or moved to, and which nodes a type takes
 * directly below it — the way tldraw's shapes answer canDropShape. Every type inherits the rules of spec 2 §5 from
 * its category and the spec's tables (defaultDropRules); a plugin may only narrow them, and says why.
 *
 * The structural rules of a move (onto itself, its own parent, into what moves with it, from under the
 * non-removable Otherwise, a path below the target that nothing could take over) do not depend on a type and stay
 * in the flow model (src/shared/flow/target.ts), which asks these rules for everything else.
 */

/** A node as the rules see it. */
export interface SiteNode {
  type: string;
  category: NodeCategory;
}

/** Where a node would go: after `target`, taking over what hangs below it when `occupied`. */
export interface DropSite {
  /** The node placed (the root of what is dropped, pasted or moved). */
  placed: SiteNode;
  /** The node it goes after; null when only the position is known (the insert picker before a target is chosen). */
  target: SiteNode | null;
  /** Something already hangs below the target. */
  occupied: boolean;
  /** The nodes above the target, nearest first, up to its canvas's root (computed on demand). */
  above(): readonly SiteNode[];
}

/** Why a site is refused by a type's rules. */
export type DropRuleProblem = 'dummy_target' | 'same_node_target' | 'not_one_child_or_system' | 'leaf_only' | 'narrowed';

export interface DropRules {
  /** Whether a node of this type may go at the site: null, or why not. */
  place(site: DropSite): DropRuleProblem | null;
  /** Whether this type takes the placed node directly below it: null, or why not. */
  accept(site: DropSite): DropRuleProblem | null;
  /** Why the rules are narrower than the defaults of the type's category; null when they are the defaults. */
  reason: string | null;
}

/** What a plugin declares to narrow the defaults: the reason is required, and a narrowing can never widen. */
export interface DropNarrowing {
  reason: string;
  place?: (site: DropSite) => boolean;
  accept?: (site: DropSite) => boolean;
}

/**
 * The spec 2 §5 rules a type inherits. It takes nodes below it only as a one-child node or a system node (a
 * multiple-child node's children are its condition labels, which are system nodes); never as a dummy or a same-node
 * copy. A leaf-only type goes only after a node with nothing below it. The target is judged by what it is stored as
 * (its category on the canvas), so a row stored as a dummy is one whatever its type.
 */
export function defaultDropRules(type: string, _category: NodeCategory, leafOnly = isLeafOnlyNodeType(type)): DropRules {
  return {
    reason: null,
    place: (site) => (leafOnly && site.occupied ? 'leaf_only' : null),
    accept: (site) => {
      const target = site.target;
      if (!target) return null;
      if (target.category === 'dummy') return 'dummy_target';
      if (target.type === 'same_node') return 'same_node_target';
      if (target.category !== 'one_child' && target.category !== 'system') return 'not_one_child_or_system';
      return null;
    },
  };
}

/** The defaults of a type (leaf-only from the definition's availability), narrowed by the plugin's own rules. */
export function dropRulesOf(type: string, category: NodeCategory, leafOnly: boolean, narrowing?: DropNarrowing): DropRules {
  const base = defaultDropRules(type, category, leafOnly);
  if (!narrowing) return base;
  if (!narrowing.reason.trim()) throw new Error(`Node type '${type}' narrows its drop rules without a reason`);
  return {
    reason: narrowing.reason,
    place: (site) => base.place(site) ?? (narrowing.place && !narrowing.place(site) ? 'narrowed' : null),
    accept: (site) => base.accept(site) ?? (narrowing.accept && !narrowing.accept(site) ? 'narrowed' : null),
  };
}

/** True when the site's path (the target itself, then every node above it) passes a node of one of the types. */
export function pathPasses(site: DropSite, types: readonly string[]): boolean {
  if (!site.target) return true;
  if (types.includes(site.target.type)) return true;
  return site.above().some((n) => types.includes(n.type));
}
