import type { FlowNode } from '../api/flow';
import { defaultDropRules, type DropRules, type DropSite, type SiteNode } from '../plugin-api/drop';
import type { NodeRegistry } from '../plugin-api/types';
import { ancestorIds, childCount, type FlowGraph } from './graph';

const siteNode = (node: Pick<FlowNode, 'node_type' | 'category'>): SiteNode => ({ type: node.node_type, category: node.category });

/** The rules of a type: its plugin's, or the category defaults for a type the registry does not know. */
export function dropRulesFor(registry: NodeRegistry, type: string, category: FlowNode['category']): DropRules {
  return registry.get(type)?.drop ?? defaultDropRules(type, category);
}

/** The site after a stored node of the graph, for a placed node of `placed`. */
export function dropSiteAfter(graph: FlowGraph, target: FlowNode, placed: SiteNode): DropSite {
  let above: SiteNode[] | null = null;
  return {
    placed,
    target: siteNode(target),
    occupied: childCount(graph, target.node_id) > 0,
    above: () => (above ??= ancestorIds(graph, target.node_id).map((id) => siteNode(graph.byId.get(id)!))),
  };
}

/** A site known only by whether it is at a leaf (the insert picker's offer without a target). */
export const dropSiteAtPosition = (placed: SiteNode, atLeaf: boolean): DropSite => ({
  placed,
  target: null,
  occupied: !atLeaf,
  above: () => [],
});

/**
 * Whether a node of `type` may go after `target` by the drop rules of both types (the target accepts it, it may be
 * placed there). The one question the palette's drop boxes, the insert picker, drag and drop and the server ask.
 */
export function typeRuleProblem(registry: NodeRegistry, graph: FlowGraph, target: FlowNode, type: string) {
  const category = registry.get(type)?.category ?? 'one_child';
  const site = dropSiteAfter(graph, target, { type, category });
  return dropRulesFor(registry, target.node_type, target.category).accept(site) ?? dropRulesFor(registry, type, category).place(site);
}
