import { z } from 'zod';
import { between, checkKeyedEntries, defineNode, entryKey, error, keyedBranches, branch } from '@shared/plugin-api';

const route = z.object({ key: entryKey(), label: z.string().trim().max(120), percent: between(0, 100, 50) });

/** Splits calls at random between routes by percentage (A/B tests, load sharing). The shares add up to 100. */
export default defineNode({
  type: 'distribute',
  category: 'multiple_child',
  group: 'Flow',
  label: {
    en: 'Distribute',
    de: 'Verteilen',
    fr: 'Répartir',
    'fr-CA': 'Répartir',
    es: 'Distribuir',
    it: 'Distribuisci',
    'pt-BR': 'Distribuir',
  },
  icon: 'percentage',
  keywords: ['split', 'percentage', 'a/b test', 'random', 'load balance', 'share'],
  /** Distribute: the routes and their share of the calls. */
  editor: {
    sections: [{ title: 'branches', keys: ['routes'] }],
  },
  config: z.object({
    routes: z
      .array(route)
      .max(20)
      .default([
        { key: 'route_1', label: 'Route A', percent: 50 },
        { key: 'route_2', label: 'Route B', percent: 50 },
      ]),
  }),
  validate(config) {
    const out = checkKeyedEntries(config.routes, 'routes', 'Route');
    const total = config.routes.reduce((sum, r) => sum + r.percent, 0);
    if (config.routes.length > 0 && total !== 100) out.push(error('routes', `The percentages must add up to 100 (now ${total}).`));
    return out;
  },
  branches: (config) => keyedBranches(config.routes, false),
  /**
   * Picks a route at random by its share (services.random, else Math.random). In the simulator a configured mock
   * answer (a route's key) picks that route.
   */
  run(config, ctx) {
    const total = config.routes.reduce((sum, r) => sum + r.percent, 0);
    if (config.routes.length === 0 || total !== 100)
      throw new Error(`Distribute cannot pick a route: the percentages must add up to 100 (now ${total}).`);
    if (ctx.mock !== null && config.routes.some((r) => r.key === ctx.mock)) return branch(ctx.mock);
    let point = (ctx.services.random ?? Math.random)() * 100;
    for (const r of config.routes) {
      if (point < r.percent) return branch(r.key);
      point -= r.percent;
    }
    return branch(config.routes.filter((r) => r.percent > 0).at(-1)!.key);
  },
});
