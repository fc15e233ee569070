import { describe, expect, it } from 'vitest';
import type { TaskType } from '@shared/api/flow';
import {
  availableNodeTypes,
  isNodeTypeAvailable,
  nodeTypeAvailability,
  paletteSections,
  planAllowedTypes,
  type AvailabilityInput,
} from '@shared/flow';
import { createRegistry, hiddenUnderLinkedDomainNodeTypes, leafOnlyNodeTypes, paletteGroups } from '@shared/plugin-api';
import { registry } from '@plugins/registry';

const every = registry.all.map((d) => d.type);
/** Every feature the node types ask for, so only the rule under test hides a type. */
const allFeatures = ['studio.ai-prompt-node.temp', 'studio.proactive-messaging-node.temp'];
const types = (input: Partial<AvailabilityInput>) =>
  availableNodeTypes({ registry, taskType: 'voice', planNodeTypes: every, domainId: 'd1', features: allFeatures, ...input }).map(
    (d) => d.type,
  );

describe('node types offered (spec 2 §5)', () => {
  it('offers the types the plan allows plus those available to all plans', () => {
    expect(types({ planNodeTypes: ['prompt', 'menu'] })).toEqual(['prompt', 'menu']);
    // A node-type record can make a type available to all plans (the server merges those records into the registry).
    const allPlans = createRegistry(
      registry.all.map((d) => (d.type === 'comment' ? { ...d, availability: { ...d.availability, availableToAllPlans: true } } : d)),
    );
    expect(availableNodeTypes({ registry: allPlans, taskType: 'voice', planNodeTypes: ['prompt', 'menu'] }).map((d) => d.type)).toEqual([
      'prompt',
      'menu',
      'comment',
    ]);
  });

  it('never offers system types, even when the plan lists them', () => {
    const offered = types({});
    for (const t of ['start', 'disconnect', 'machine_detection', 'beep_detection', 'condition_label', 'same_node'])
      expect(offered).not.toContain(t);
    expect(nodeTypeAvailability(registry.require('start'), { taskType: 'voice', planNodeTypes: ['start'] })).toEqual({
      available: false,
      reason: 'not_creatable',
    });
  });

  it.each<[TaskType, boolean]>([
    ['voice', true],
    ['messaging', false],
    ['workflow', false],
    ['chatbot', false],
    ['whatsapp', false],
  ])('hangup in a %s task: offered %s', (taskType, offered) => expect(types({ taskType }).includes('hangup')).toBe(offered));

  it.each<[TaskType, boolean]>([
    ['voice', false],
    ['messaging', false],
    ['workflow', true],
    ['chatbot', false],
    ['whatsapp', false],
  ])('sleep in a %s task: offered %s', (taskType, offered) => expect(types({ taskType }).includes('sleep')).toBe(offered));

  it.each<[TaskType, boolean]>([
    ['voice', true],
    ['messaging', false],
    ['workflow', false],
    ['chatbot', false],
    ['whatsapp', false],
  ])('visual_form in a %s task: offered %s', (taskType, offered) => expect(types({ taskType }).includes('visual_form')).toBe(offered));

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
    const linked = [
      'messaging_proactive',
      'knowledge_distiller',
      'ai_custom_prompt',
      'enqueue',
      'dequeue',
      'disposition',
      'queue_callback',
      'dispose_end_call',
      'voicemail_transfer',
      'third_party_transfer',
      'cancel_third_party_transfer',
    ];
    expect([...hiddenUnderLinkedDomainNodeTypes].sort()).toEqual([...linked].sort());
    const hidden = types({ hasLinkedDomain: true });
    for (const t of linked) expect(hidden).not.toContain(t);
    expect(types({ hasLinkedDomain: false })).toEqual(expect.arrayContaining(linked));
    expect(every.filter((t) => !linked.includes(t) && !hidden.includes(t)).sort()).toEqual(
      ['beep_detection', 'condition_label', 'disconnect', 'machine_detection', 'same_node', 'start', 'sleep'].sort(),
    );
    expect(nodeTypeAvailability(registry.require('enqueue'), { taskType: 'voice', planNodeTypes: every, hasLinkedDomain: true })).toEqual({
      available: false,
      reason: 'linked_domain',
    });
  });

  it('offers leaf-only types only at a leaf; the palette (no position) shows them', () => {
    const leafOnly = [
      'messaging_reply',
      'goto',
      'blind_transfer',
      'screenpop_transfer',
      'five9_transfer',
      'voicemail_transfer',
      'sleep',
      'hangup',
      'dispose_end_call',
      'cancel_third_party_transfer',
    ];
    expect([...leafOnlyNodeTypes].sort()).toEqual([...leafOnly].sort());
    expect(
      registry.all
        .filter((d) => d.availability.leafOnly)
        .map((d) => d.type)
        .sort(),
    ).toEqual([...leafOnly].sort());
    const aboveOthers = types({ atLeaf: false, taskType: 'workflow' });
    for (const t of leafOnly) expect(aboveOthers).not.toContain(t);
    expect(aboveOthers).toEqual(expect.arrayContaining(['prompt', 'bridge_transfer', 'third_party_transfer', 'dequeue']));
    expect(types({ atLeaf: true })).toEqual(expect.arrayContaining(leafOnly.filter((t) => t !== 'sleep')));
    expect(types({ atLeaf: true, taskType: 'workflow' })).toContain('sleep');
    expect(types({})).toContain('hangup');
  });

  it('offers a type that requires a feature only when the account has it', () => {
    expect(types({ features: [] })).not.toContain('ai_custom_prompt');
    expect(types({ features: [] })).not.toContain('messaging_proactive');
    expect(types({ features: ['studio.ai-prompt-node.temp'] })).toContain('ai_custom_prompt');
    expect(types({ features: ['vcc.proactive-messaging-node'] })).toContain('messaging_proactive');
    expect(types({ features: ['studio.ai-prompt-node.temp'] })).not.toContain('messaging_proactive');
    expect(nodeTypeAvailability(registry.require('ai_custom_prompt'), { taskType: 'voice', planNodeTypes: every, domainId: 'd1' })).toEqual(
      {
        available: false,
        reason: 'feature',
      },
    );
    expect(registry.all.filter((d) => d.availability.requiresFeature).map((d) => [d.type, d.availability.requiresFeature])).toEqual([
      ['messaging_proactive', 'proactive-messaging-node'],
      ['ai_custom_prompt', 'ai-prompt-node'],
    ]);
  });

  it('needs the domain before the feature only where both apply (knowledge distiller needs no feature)', () => {
    expect(types({ features: [], domainId: 'd1' })).toContain('knowledge_distiller');
    expect(
      nodeTypeAvailability(registry.require('knowledge_distiller'), { taskType: 'voice', planNodeTypes: every, domainId: null }),
    ).toEqual({
      available: false,
      reason: 'domain',
    });
  });

  it('answers for a single type, the way the server checks a create', () => {
    const input = { registry, taskType: 'messaging' as const, planNodeTypes: every };
    expect(isNodeTypeAvailable({ ...input, nodeType: 'messaging_send' })).toBe(true);
    expect(isNodeTypeAvailable({ ...input, nodeType: 'hangup' })).toBe(false);
    expect(isNodeTypeAvailable({ ...input, nodeType: 'unknown' })).toBe(false);
  });

  it('lists types in palette group order and groups them in the spec order', () => {
    const defs = availableNodeTypes({ registry, taskType: 'voice', planNodeTypes: registry.all.map((d) => d.type) });
    const sections = paletteSections(defs);
    expect(sections.map((s) => s.group)).toEqual([...paletteGroups]);
    expect(sections[0].items.map((d) => d.type)).toEqual([
      'prompt',
      'menu',
      'open_form',
      'record',
      'prompt_recorder',
      'cloud_stt',
      'watson_speech',
      'set_voice',
      'pause',
      'hangup',
      'hangup_header',
    ]);
    expect(sections.find((s) => s.group === 'Transfer')!.items[0].type).toBe('blind_transfer');
    const paletteTypes = sections.flatMap((s) => s.items.map((d) => d.type));
    expect(new Set(paletteTypes).size).toBe(paletteTypes.length);
  });
});
