import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TaskType } from '@shared/api/flow';
import { availableNodeTypes, isNodeTypeAvailable, nodeTypeAvailability, paletteSections, planAllowedTypes, type AvailabilityInput } from '@shared/flow';
import { createRegistry, defineNode, paletteGroups } from '@shared/plugin-api';
import { nodeDefinitions, registry } from '@plugins/registry';

/** Stand-ins for catalogue types whose plugins arrive later, so every rule can be exercised. */
const stub = (type: string, extra: Parameters<typeof defineNode>[0]['availability'] = {}) =>
  defineNode({ type, category: 'one_child', group: 'More', label: { key: `nodes.${type}.label`, default: type }, icon: 'cube', config: z.object({}), availability: extra });
const extended = createRegistry([
  ...nodeDefinitions,
  stub('sleep'),
  stub('visual_form'),
  stub('open_form'),
  stub('knowledge_distiller'),
  stub('ai_custom_prompt'),
  stub('enqueue'),
  stub('comment', { availableToAllPlans: true }),
  stub('summarization', { requiresFeature: 'ai-prompt-node' }),
]);
const every = extended.all.map((d) => d.type);
const types = (input: Partial<AvailabilityInput>) =>
  availableNodeTypes({ registry: extended, taskType: 'voice', planNodeTypes: every, domainId: 'd1', features: ['ai-prompt-node'], ...input }).map((d) => d.type);

describe('node types offered (spec 2 §5)', () => {
  it('offers the types the plan allows plus those available to all plans', () => {
    expect(types({ planNodeTypes: ['prompt', 'menu'] })).toEqual(['prompt', 'menu', 'comment']);
  });

  it('never offers system types, even when the plan lists them', () => {
    const offered = types({});
    for (const t of ['start', 'disconnect', 'machine_detection', 'beep_detection', 'condition_label', 'same_node']) expect(offered).not.toContain(t);
    expect(nodeTypeAvailability(registry.require('start'), { taskType: 'voice', planNodeTypes: ['start'] })).toEqual({ available: false, reason: 'not_creatable' });
  });

  it.each<[TaskType, boolean]>([['voice', true], ['messaging', false], ['workflow', false], ['chatbot', false], ['whatsapp', false]])(
    'hangup in a %s task: offered %s',
    (taskType, offered) => expect(types({ taskType }).includes('hangup')).toBe(offered),
  );

  it.each<[TaskType, boolean]>([['voice', false], ['messaging', false], ['workflow', true], ['chatbot', false], ['whatsapp', false]])(
    'sleep in a %s task: offered %s',
    (taskType, offered) => expect(types({ taskType }).includes('sleep')).toBe(offered),
  );

  it.each<[TaskType, boolean]>([['voice', true], ['messaging', false], ['workflow', false], ['chatbot', false], ['whatsapp', false]])(
    'visual_form in a %s task: offered %s',
    (taskType, offered) => expect(types({ taskType }).includes('visual_form')).toBe(offered),
  );

  it('grants open_form to a plan that allows form but not open_form', () => {
    expect(planAllowedTypes(['form'])).toEqual(new Set(['form', 'open_form']));
    expect(types({ planNodeTypes: ['form'] })).toContain('open_form');
    expect(types({ planNodeTypes: ['prompt'] })).not.toContain('open_form');
  });

  it('offers knowledge_distiller and ai_custom_prompt only with a selected domain_id', () => {
    expect(types({ domainId: null })).not.toContain('knowledge_distiller');
    expect(types({ domainId: null })).not.toContain('ai_custom_prompt');
    expect(types({ domainId: 'd1' })).toEqual(expect.arrayContaining(['knowledge_distiller', 'ai_custom_prompt']));
  });

  it('hides the linked-domain list for accounts with a linked domain', () => {
    const hidden = types({ hasLinkedDomain: true });
    for (const t of ['knowledge_distiller', 'ai_custom_prompt', 'enqueue']) expect(hidden).not.toContain(t);
    expect(hidden).toContain('prompt');
    expect(types({ hasLinkedDomain: false })).toContain('enqueue');
  });

  it('offers leaf-only types only at a leaf; the palette (no position) shows them', () => {
    expect(types({ atLeaf: false })).not.toContain('hangup');
    expect(types({ atLeaf: false })).not.toContain('goto');
    expect(types({ atLeaf: false })).not.toContain('messaging_reply');
    expect(types({ atLeaf: true })).toEqual(expect.arrayContaining(['hangup', 'goto', 'messaging_reply']));
    expect(types({})).toContain('hangup');
  });

  it('offers a type that requires a feature only when the account has it', () => {
    expect(types({ features: [] })).not.toContain('summarization');
    expect(types({ features: ['studio.ai-prompt-node.temp'] })).toContain('summarization');
  });

  it('answers for a single type, the way the server checks a create', () => {
    const input = { registry: extended, taskType: 'messaging' as const, planNodeTypes: every };
    expect(isNodeTypeAvailable({ ...input, nodeType: 'messaging_send' })).toBe(true);
    expect(isNodeTypeAvailable({ ...input, nodeType: 'hangup' })).toBe(false);
    expect(isNodeTypeAvailable({ ...input, nodeType: 'unknown' })).toBe(false);
  });

  it('lists types in palette group order and groups them in the spec order', () => {
    const defs = availableNodeTypes({ registry, taskType: 'voice', planNodeTypes: registry.all.map((d) => d.type) });
    const sections = paletteSections(defs);
    expect(sections.map((s) => s.group)).toEqual(['Voice', 'Messaging', 'Data', 'Flow']);
    const ranks = sections.map((s) => paletteGroups.indexOf(s.group));
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(sections[0].items.map((d) => d.type)).toEqual(['prompt', 'menu', 'hangup']);
  });
});
