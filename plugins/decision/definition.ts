import { z } from 'zod';
import { expressionField, referencesOf, toBoolean, validateExpression, walk, type Expr } from '@shared/expr';
import { messages } from '@shared/messages';
import {
  OTHERWISE,
  checkRequiredText,
  checkUnique,
  defineNode,
  entryKey,
  error,
  type ContentRef,
  type Diagnostic,
  branch,
} from '@shared/plugin-api';

/** A branch: its condition, built with the expression builder (decision mode), and the label the canvas shows. */
const condition = z.object({
  /** Stable key: the condition's branch keeps its nodes when conditions are reordered or renamed. */
  key: entryKey(),
  label: z.string().trim().max(120),
  /** null until it is built. Variables are stored by id ({{12}}), shown by name. */
  condition: expressionField({ role: 'condition', mode: 'decision' }).nullable().default(null),
});

export type DecisionCondition = z.output<typeof condition>;

const reserved = 'Otherwise is reserved for the default branch.';

/** A comparison whose left side was never chosen (the builder's empty row). */
function unchosenOperands(ast: Expr, base: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  walk(
    ast,
    (node, path) => {
      if (node.kind === 'compare' && node.left.kind === 'literal' && node.left.value === null)
        out.push(error(`${path}.left`, messages.expr.chooseOperand));
    },
    base,
  );
  return out;
}

/** Tests conditions in order; the first that holds picks its branch, none follows Otherwise. */
export default defineNode({
  type: 'decision',
  category: 'multiple_child',
  group: 'Flow',
  label: {
    en: 'Decision',
    de: 'Entscheidung',
    fr: 'Décision',
    'fr-CA': 'Décision',
    es: 'Decisión',
    it: 'Decisione',
    'pt-BR': 'Decisão',
  },
  icon: 'flow-branch',
  keywords: ['if', 'condition', 'branch', 'compare', 'switch', 'rule', 'expression'],
  config: z.object({
    conditions: z
      .array(condition)
      .max(50)
      .default(() => [{ key: 'condition_1', label: 'Condition 1', condition: null }]),
  }),
  validate(config, ctx) {
    const out = config.conditions.length === 0 ? [error('conditions', 'Add at least one condition.')] : [];
    out.push(
      ...checkUnique(
        config.conditions.map((c) => c.key),
        (i) => `conditions.${i}.key`,
        'Condition key',
      ),
    );
    out.push(
      ...checkUnique(
        config.conditions.map((c) => c.label.toLowerCase()),
        (i) => `conditions.${i}.label`,
        'Condition label',
      ),
    );
    config.conditions.forEach((c, i) => {
      const path = `conditions.${i}.condition`;
      if (c.label.toLowerCase() === OTHERWISE.label.toLowerCase()) out.push(error(`conditions.${i}.label`, reserved));
      if (c.key === OTHERWISE.key) out.push(error(`conditions.${i}.key`, reserved));
      out.push(...checkRequiredText(c.label, `conditions.${i}.label`, 'Label'));
      if (c.condition === null) out.push(error(path, messages.expr.conditionRequired));
      else
        out.push(
          ...unchosenOperands(c.condition, path),
          ...validateExpression(c.condition, { mode: 'decision', exists: ctx.exists, path }),
        );
    });
    return out;
  },
  references(config) {
    const refs: ContentRef[] = [];
    for (const c of config.conditions) {
      for (const ref of c.condition ? referencesOf(c.condition) : []) {
        if (!refs.some((r) => r.model === ref.model && r.id === ref.id)) refs.push(ref);
      }
    }
    return refs;
  },
  branches: (config) => [...config.conditions.map((c) => ({ key: c.key, label: c.label, removable: true })), { ...OTHERWISE }],
  async run(config, ctx) {
    for (const c of config.conditions) {
      if (c.condition !== null && toBoolean(await ctx.evaluate(c.condition))) return branch(c.key);
    }
    return branch(OTHERWISE.key);
  },
});
