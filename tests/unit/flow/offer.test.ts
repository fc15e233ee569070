import { describe, expect, it } from 'vitest';
import { availableNodeTypes, offeredNodeTypes, type AvailabilityInput } from '@shared/flow';
import { createRegistry } from '@shared/plugin-api';
import { registry } from '@plugins/registry';

const every = registry.all.map((d) => d.type);
/** The server's registry: an admin record un-hides hangup for messaging tasks and makes comment available to all plans. */
const merged = createRegistry(
  registry.all.map((d) =>
    d.type === 'hangup'
      ? { ...d, availability: { ...d.availability, hiddenForTaskTypes: [] } }
      : d.type === 'comment'
        ? { ...d, availability: { ...d.availability, availableToAllPlans: true } }
        : d,
  ),
);
const server = (input: Omit<AvailabilityInput, 'registry'>) => availableNodeTypes({ registry: merged, ...input }).map((d) => d.type);
/** The client: the plain plugin registry and the server's answer, nothing else. */
const palette = (answer: string[], atLeaf?: boolean) => offeredNodeTypes(registry, answer, atLeaf).map((d) => d.type);

describe('palette and insert picker agree with the server (spec 2 §5)', () => {
  const withDomain = {
    taskType: 'voice' as const,
    planNodeTypes: every,
    features: ['ai-prompt-node'],
    domainId: 'd-1',
    hasLinkedDomain: false,
  };
  const linked = { ...withDomain, hasLinkedDomain: true };

  it('an account with a domain: knowledge distiller and AI custom prompt are offered, at every position', () => {
    const answer = server(withDomain);
    expect(answer).toEqual(expect.arrayContaining(['knowledge_distiller', 'ai_custom_prompt']));
    expect(palette(answer)).toEqual(answer);
    expect(palette(answer, true)).toEqual(server({ ...withDomain, atLeaf: true }));
    expect(palette(answer, false)).toEqual(server({ ...withDomain, atLeaf: false }));
  });

  it('an account with a linked domain: the linked-domain types are hidden on both sides', () => {
    const answer = server(linked);
    for (const t of ['knowledge_distiller', 'ai_custom_prompt', 'enqueue', 'messaging_proactive']) expect(palette(answer)).not.toContain(t);
    expect(palette(answer)).toEqual(answer);
    expect(palette(answer, false)).toEqual(server({ ...linked, atLeaf: false }));
  });

  it('follows the admin-merged registry the server used, with a plain plugin registry on the client', () => {
    const messaging = { ...withDomain, taskType: 'messaging' as const, planNodeTypes: ['prompt', 'hangup'] };
    const answer = server(messaging);
    expect(answer).toEqual(expect.arrayContaining(['hangup', 'comment']));
    expect(palette(answer)).toEqual(answer);
    expect(palette(answer, false)).not.toContain('hangup');
    // deciding again on the client with the plugin defaults would drop them
    expect(availableNodeTypes({ registry, ...messaging }).map((d) => d.type)).not.toContain('hangup');
  });

  it('never offers a type the server did not, nor system types', () => {
    expect(palette(['start', 'condition_label', 'nope', 'prompt'])).toEqual(['prompt']);
  });
});
