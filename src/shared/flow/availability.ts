import type { TaskType } from '../api/flow';
import { hasFeature } from '../access/permissions';
import { formGrant, paletteGroups, type PaletteGroup } from '../plugin-api/catalogue';
import type { AnyNodeDefinition, NodeRegistry } from '../plugin-api/types';
import type { FlowNode } from '../api/flow';
import { dropSiteAfter, dropSiteAtPosition } from './drop-site';
import type { FlowGraph } from './graph';

/** Everything the offer of node types depends on (spec 2 §5). The palette, the insert picker and the server pass the same. */
export interface AvailabilityInput {
  registry: NodeRegistry;
  taskType: TaskType;
  /** The types the account's plan allows for this task type (the answer of POST /billing/ac-node-types). */
  planNodeTypes: readonly string[];
  /** Enabled plan features and feature flags of the account. */
  features?: readonly string[];
  /** The account has a linked domain. */
  hasLinkedDomain?: boolean;
  /** The selected domain_id, if any. */
  domainId?: string | null;
  /** Where the node goes: true at a leaf, false above other nodes, undefined when not known (the palette). */
  atLeaf?: boolean;
}

export type UnavailableReason = 'not_creatable' | 'plan' | 'task_type' | 'feature' | 'domain' | 'linked_domain' | 'leaf_only';
export type NodeTypeAvailability = { available: true } | { available: false; reason: UnavailableReason };

/** The plan's types with the form grant: a plan allowing `form` also allows `open_form` when it does not itself. */
export function planAllowedTypes(planNodeTypes: readonly string[]): Set<string> {
  const allowed = new Set(planNodeTypes);
  if (allowed.has(formGrant.from) && !allowed.has(formGrant.grants)) allowed.add(formGrant.grants);
  return allowed;
}

const no = (reason: UnavailableReason): NodeTypeAvailability => ({ available: false, reason });

/** Whether one type is offered, and if not, the first rule that hides it. */
export function nodeTypeAvailability(
  def: AnyNodeDefinition,
  input: Omit<AvailabilityInput, 'registry'>,
  allowed: ReadonlySet<string> = planAllowedTypes(input.planNodeTypes),
): NodeTypeAvailability {
  const a = def.availability;
  if (!a.creatable) return no('not_creatable');
  if (!a.availableToAllPlans && !allowed.has(def.type)) return no('plan');
  if (a.hiddenForTaskTypes.includes(input.taskType)) return no('task_type');
  if (a.requiresFeature && !hasFeature(input.features ?? [], a.requiresFeature)) return no('feature');
  if (a.needsDomain && !input.domainId) return no('domain');
  if (a.hiddenUnderLinkedDomain && input.hasLinkedDomain) return no('linked_domain');
  if (input.atLeaf !== undefined && def.drop.place(dropSiteAtPosition({ type: def.type, category: def.category }, input.atLeaf)))
    return no('leaf_only');
  return { available: true };
}

const groupRank = (group: PaletteGroup | null) => (group === null ? paletteGroups.length : paletteGroups.indexOf(group));

/** The node types offered for a task type and position, in palette order (group order, then registry order). */
export function availableNodeTypes(input: AvailabilityInput): AnyNodeDefinition[] {
  const allowed = planAllowedTypes(input.planNodeTypes);
  const order = new Map(input.registry.all.map((def, index) => [def.type, index]));
  return input.registry.all
    .filter((def) => nodeTypeAvailability(def, input, allowed).available)
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || order.get(a.type)! - order.get(b.type)!);
}

export function isNodeTypeAvailable(input: AvailabilityInput & { nodeType: string }): boolean {
  const def = input.registry.get(input.nodeType);
  return !!def && nodeTypeAvailability(def, input).available;
}

/** Where the insert picker offers types: at a leaf or not, and (when known) after which node of which graph. */
export type OfferPosition = boolean | { graph: FlowGraph; target: FlowNode; atLeaf: boolean };

/**
 * The client's offer: exactly the types the server offers the account (the answer of POST /billing/ac-node-types,
 * decided by availableNodeTypes with the admin-merged registry, the plan, the features, the domain and the linked
 * domain), in palette order; at a position, only the types whose drop rules let them go there (a leaf-only type
 * only at a leaf; a plugin's narrower rules after the target). The client never decides again with less than the
 * server knows.
 */
export function offeredNodeTypes(registry: NodeRegistry, offered: readonly string[], at?: OfferPosition): AnyNodeDefinition[] {
  const wanted = new Set(offered);
  const order = new Map(registry.all.map((def, index) => [def.type, index]));
  const fits = (def: AnyNodeDefinition) => {
    if (at === undefined) return true;
    const placed = { type: def.type, category: def.category };
    const site =
      typeof at === 'boolean' ? dropSiteAtPosition(placed, at) : { ...dropSiteAfter(at.graph, at.target, placed), occupied: !at.atLeaf };
    return def.drop.place(site) === null;
  };
  return registry.all
    .filter((def) => wanted.has(def.type) && def.availability.creatable && fits(def))
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || order.get(a.type)! - order.get(b.type)!);
}

export interface PaletteSection {
  group: PaletteGroup;
  items: AnyNodeDefinition[];
}

/** Definitions grouped by palette group in the spec's display order; empty groups are left out. */
export function paletteSections(defs: readonly AnyNodeDefinition[]): PaletteSection[] {
  return paletteGroups
    .map((group) => ({ group, items: defs.filter((def) => def.group === group) }))
    .filter((section) => section.items.length > 0);
}
