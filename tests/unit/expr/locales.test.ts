import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { limits } from '@shared/limits';
import {
  compareOperators,
  compareOperatorLabelKey,
  groupLabel,
  mathOperators,
  operationGroups,
  operations,
  parameterLabelKey,
} from '@shared/expr';

const flow = (locale: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../src/shared/i18n/locales/${locale}/flow.json`, import.meta.url)), 'utf8'),
  ) as Record<string, unknown>;
const textAt = (tree: Record<string, unknown>, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

const keys = [
  ...operations.map((op) => op.label.key),
  ...operationGroups.map((g) => groupLabel(g).key),
  ...new Set(operations.flatMap((op) => op.parameters.map((p) => parameterLabelKey(p.name)))),
  ...mathOperators.map((m) => `expr.math.${m}`),
  ...compareOperators.map(compareOperatorLabelKey),
];

describe('expression labels', () => {
  it.each(limits.locales)('exist in %s', (locale) => {
    const tree = flow(locale);
    const missing = keys.filter((key) => typeof textAt(tree, key) !== 'string' || (textAt(tree, key) as string).trim() === '');
    expect(missing).toEqual([]);
  });
  it('English texts match the catalogue', () => {
    const en = flow('en');
    for (const op of operations) expect(textAt(en, op.label.key)).toBe(op.label.default);
    for (const group of operationGroups) expect(textAt(en, groupLabel(group).key)).toBe(groupLabel(group).default);
  });
});
