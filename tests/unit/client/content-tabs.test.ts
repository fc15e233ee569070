import { describe, expect, it } from 'vitest';
import { activeTab, orderTabs, specTabOrder, tabStates } from '@client/features/authoring/content/tabAccess';

const tab = (id: string, feature?: string) => ({ id, permission: `build.content.${id}`, feature });

describe('content tabs', () => {
  it('lists the spec order', () => {
    expect(specTabOrder).toEqual([
      'prompts',
      'variables',
      'customformtypes',
      'openformtypes',
      'dynamicformtypes',
      'data-stores',
      'files',
      'holidays',
      'javascripts',
      'intents',
    ]);
  });
  it('orders tabs by the spec whatever order they are registered in', () => {
    expect(orderTabs([tab('files'), tab('variables'), tab('prompts')]).map((t) => t.id)).toEqual(['prompts', 'variables', 'files']);
  });
  it('disables unreadable tabs and hides tabs whose feature flag is off', () => {
    const states = tabStates(
      [tab('prompts'), tab('variables'), tab('intents', 'intents')],
      (p) => p.endsWith('variables'),
      () => false,
    );
    expect(states.map((s) => [s.tab.id, s.allowed])).toEqual([
      ['prompts', false],
      ['variables', true],
    ]);
  });
  it('activates the requested tab when readable, else the first readable one', () => {
    const states = tabStates([tab('prompts'), tab('variables'), tab('files')], (p) => !p.endsWith('prompts'));
    expect(activeTab(states)?.id).toBe('variables');
    expect(activeTab(states, 'files')?.id).toBe('files');
    expect(activeTab(states, 'prompts')?.id).toBe('variables');
    expect(activeTab(tabStates([tab('prompts')], () => false))).toBeNull();
  });
});
