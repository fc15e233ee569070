import { describe, expect, it } from 'vitest';
import { nodeDefinitions } from '@plugins/registry';
import { iconPaths } from '@client/features/authoring/callflow/nodeIcons';

describe('canvas node icons', () => {
  it('draws every registered node type with its own icon, not the fallback cube', () => {
    const cube = iconPaths('cube');
    const fallback = nodeDefinitions.filter((d) => d.icon !== 'cube' && iconPaths(d.icon) === cube).map((d) => `${d.type} (${d.icon})`);
    expect(fallback).toEqual([]);
    for (const d of nodeDefinitions) expect(iconPaths(d.icon).length, d.type).toBeGreaterThan(0);
  });
});
