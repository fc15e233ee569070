import { z } from 'zod';
import { expressionField, lit, referencesOf, validateExpression } from '@shared/expr';
import { contentId, defineNode, next } from '@shared/plugin-api';

/** Sets a variable to the value of an expression (the builder's variable mode); other variables are used by id. */
export default defineNode({
  type: 'variable',
  category: 'one_child',
  group: 'Data',
  label: {
    en: 'Variable',
    de: 'Variable',
    fr: 'Variable',
    'fr-CA': 'Variable',
    es: 'Variable',
    it: 'Variabile',
    'pt-BR': 'Variável',
  },
  icon: 'variable',
  keywords: ['set', 'assign', 'store', 'value', 'expression', 'calculate'],
  /** Set variable: the variable and the value it takes. */
  editor: {
    sections: [{ title: 'target', keys: ['variable_id', 'value'] }],
  },
  config: z.object({
    variable_id: contentId('variable', { required: 'Variable' }),
    /** An empty text by default: the variable is cleared. */
    value: expressionField({ role: 'value', mode: 'variable' }).default(() => lit('')),
  }),
  validate: (config, ctx) => [...validateExpression(config.value, { mode: 'variable', exists: ctx.exists, path: 'value' })],
  /** The variables the expression uses (variable_id is a declared field). */
  references: (config) => referencesOf(config.value),
  async run(config, ctx) {
    if (config.variable_id !== null) ctx.set(config.variable_id, await ctx.evaluate(config.value));
    return next();
  },
});
