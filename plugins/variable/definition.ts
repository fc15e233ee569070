import { z } from 'zod';
import { checkRef, checkTextVariables, contentId, defineNode, textWithVariables, variableRefsInText, type ContentRef } from '@shared/plugin-api';

/** Sets a variable to a value; the value may reference other variables as {{id}}. */
export default defineNode({
  type: 'variable',
  category: 'one_child',
  group: 'Data',
  label: { key: 'nodes.variable.label', default: 'Variable' },
  icon: 'variable',
  keywords: ['set', 'assign', 'store', 'value', 'expression'],
  config: z.object({
    variable_id: contentId(),
    value: textWithVariables(4096),
  }),
  validate: (config, ctx) => [
    ...checkRef(ctx, 'variable', config.variable_id, 'variable_id', 'Variable'),
    ...checkTextVariables(ctx, config.value, 'value'),
  ],
  references(config) {
    const refs: ContentRef[] = config.variable_id === null ? [] : [{ model: 'variable', id: config.variable_id }];
    for (const ref of variableRefsInText(config.value)) if (!refs.some((r) => r.id === ref.id)) refs.push(ref);
    return refs;
  },
});
