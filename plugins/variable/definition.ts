import { z } from 'zod';
import { expressionField, lit, referencesOf, validateExpression } from '@shared/expr';
import { checkRef, contentId, defineNode, type ContentRef, next } from '@shared/plugin-api';

/** Sets a variable to the value of an expression (the builder's variable mode); other variables are used by id. */
export default defineNode({
  type: 'variable',
  category: 'one_child',
  group: 'Data',
  label: { key: 'nodes.variable.label', default: 'Variable' },
  icon: 'variable',
  keywords: ['set', 'assign', 'store', 'value', 'expression', 'calculate'],
  config: z.object({
    variable_id: contentId(),
    /** An empty text by default: the variable is cleared. */
    value: expressionField({ role: 'value', mode: 'variable' }).default(() => lit('')),
  }),
  validate: (config, ctx) => [
    ...checkRef(ctx, 'variable', config.variable_id, 'variable_id', 'Variable'),
    ...validateExpression(config.value, { mode: 'variable', exists: ctx.exists, path: 'value' }),
  ],
  references(config) {
    const refs: ContentRef[] = config.variable_id === null ? [] : [{ model: 'variable', id: config.variable_id }];
    for (const ref of referencesOf(config.value)) if (!refs.some((r) => r.model === ref.model && r.id === ref.id)) refs.push(ref);
    return refs;
  },
  async run(config, ctx) {
    if (config.variable_id !== null) ctx.set(config.variable_id, await ctx.evaluate(config.value));
    return next();
  },
});
