import { z } from 'zod';
import {
  OTHERWISE,
  checkRef,
  checkRequiredText,
  checkTextVariables,
  checkUnique,
  contentId,
  defineNode,
  entryKey,
  error,
  variableRefsInText,
  type ContentRef,
} from '@shared/plugin-api';

/** Compare operators of the spec (Boolean variables take only equal and not_equal). */
export const decisionOperators = ['equal', 'not_equal', 'greater', 'greater_or_equal', 'less', 'less_or_equal'] as const;
export const decisionOperatorLabels: Record<(typeof decisionOperators)[number], string> = {
  equal: 'Equal To',
  not_equal: 'Not Equal To',
  greater: 'Greater Than',
  greater_or_equal: 'Greater Than or Equal To',
  less: 'Less Than',
  less_or_equal: 'Less Than or Equal To',
};

const condition = z.object({
  /** Stable key: the condition's branch keeps its nodes when conditions are reordered or renamed. */
  key: entryKey(),
  label: z.string().trim().max(120),
  variable_id: contentId(),
  operator: z.enum(decisionOperators).default('equal'),
  /** The value compared with; may reference variables as {{id}}. */
  value: z.string().max(1000).default(''),
});

const reserved = 'Otherwise is reserved for the default branch.';

/** Tests conditions in order; the first that holds picks its branch, none follows Otherwise. */
export default defineNode({
  type: 'decision',
  category: 'multiple_child',
  group: 'Flow',
  label: { key: 'nodes.decision.label', default: 'Decision' },
  icon: 'flow-branch',
  keywords: ['if', 'condition', 'branch', 'compare', 'switch', 'rule'],
  config: z.object({
    conditions: z
      .array(condition)
      .max(50)
      .default([{ key: 'condition_1', label: 'Condition 1', variable_id: null, operator: 'equal', value: '' }]),
  }),
  validate(config, ctx) {
    const out = config.conditions.length === 0 ? [error('conditions', 'Add at least one condition.')] : [];
    out.push(...checkUnique(config.conditions.map((c) => c.key), (i) => `conditions.${i}.key`, 'Condition key'));
    out.push(...checkUnique(config.conditions.map((c) => c.label.toLowerCase()), (i) => `conditions.${i}.label`, 'Condition label'));
    config.conditions.forEach((c, i) => {
      if (c.label.toLowerCase() === OTHERWISE.label.toLowerCase()) out.push(error(`conditions.${i}.label`, reserved));
      if (c.key === OTHERWISE.key) out.push(error(`conditions.${i}.key`, reserved));
      out.push(...checkRequiredText(c.label, `conditions.${i}.label`, 'Label'));
      out.push(...checkRef(ctx, 'variable', c.variable_id, `conditions.${i}.variable_id`, 'Variable'));
      out.push(...checkTextVariables(ctx, c.value, `conditions.${i}.value`));
    });
    return out;
  },
  references(config) {
    const refs: ContentRef[] = [];
    const add = (ref: ContentRef) => {
      if (!refs.some((r) => r.model === ref.model && r.id === ref.id)) refs.push(ref);
    };
    for (const c of config.conditions) {
      if (c.variable_id !== null) add({ model: 'variable', id: c.variable_id });
      variableRefsInText(c.value).forEach(add);
    }
    return refs;
  },
  branches: (config) => [
    ...config.conditions.map((c) => ({ key: c.key, label: c.label, removable: true })),
    { ...OTHERWISE },
  ],
});
