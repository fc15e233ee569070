import { describe, expect, it } from 'vitest';
import { nodeCategories } from '@shared/api/flow';
import { defaultDropRules, defineNode, type DropSite, type SiteNode } from '@shared/plugin-api';
import { nodeDefinitions } from '@plugins/registry';
import { z } from 'zod';

/** Every kind of site: after a node of every type and category (stored as a dummy too), free or occupied, with any one type above it. */
function sites(placed: SiteNode): DropSite[] {
  const nodes: SiteNode[] = [
    ...nodeDefinitions.map((d) => ({ type: d.type, category: d.category })),
    ...nodeCategories.map((category) => ({ type: 'prompt', category })),
  ];
  const aboves: SiteNode[][] = [[], ...nodes.map((n) => [n])];
  const out: DropSite[] = [];
  for (const target of [...nodes, null]) {
    for (const occupied of [false, true]) for (const above of aboves) out.push({ placed, target, occupied, above: () => above });
  }
  return out;
}

/** The types whose drop rules are narrower than their category's defaults, each with its declared reason. */
const narrowed = ['cancel_third_party_transfer'];

describe.each(nodeDefinitions.map((d) => [d.type, d] as const))('drop rules of %s', (type, def) => {
  const defaults = defaultDropRules(type, def.category, def.availability.leafOnly);
  const all = sites({ type, category: def.category });
  const differs = (site: DropSite) => def.drop.place(site) !== defaults.place(site) || def.drop.accept(site) !== defaults.accept(site);

  if (def.drop.reason === null) {
    it('are the defaults of its category and the spec tables', () => {
      expect(all.filter(differs).length).toBe(0);
      expect(narrowed).not.toContain(type);
    });
  } else {
    it('narrow the defaults, for a declared reason, and never widen them', () => {
      expect(narrowed).toContain(type);
      expect(def.drop.reason!.trim().length).toBeGreaterThan(20);
      expect(all.some(differs)).toBe(true);
      for (const site of all) {
        if (defaults.place(site)) expect(def.drop.place(site)).not.toBeNull();
        if (defaults.accept(site)) expect(def.drop.accept(site)).not.toBeNull();
      }
    });
  }
});

describe('declaring drop rules', () => {
  const base = { category: 'one_child' as const, group: 'More' as const, label: { en: 'K' }, icon: 'cube', config: z.object({}) };
  it('refuses a narrowing without a reason', () => {
    expect(() => defineNode({ ...base, type: 'x', drop: { reason: ' ', place: () => false } })).toThrow(/without a reason/);
  });
  it('cannot widen: a leaf-only type stays leaf-only whatever its own rule says', () => {
    const def = defineNode({
      ...base,
      type: 'hangup',
      availability: { leafOnly: true },
      drop: { reason: 'tries to go anywhere at all', place: () => true },
    });
    expect(def.drop.place({ placed: { type: 'hangup', category: 'one_child' }, target: null, occupied: true, above: () => [] })).toBe(
      'leaf_only',
    );
  });
});
