import { describe, expect, it } from 'vitest';
import { lookupFrom } from '@shared/plugin-api';
import { freeCanvasName, canvasFlags } from '@client/features/authoring/callflow/canvasNames';
import { issuesOf, nodeDiagnostics } from '@client/features/authoring/callflow/diagnostics/nodeDiagnostics';
import { nodeUrl, urlScope } from '@client/features/authoring/callflow/nodeUrl';
import { n, registry } from '../flow/fixtures';

describe('Copy node URL (spec 2 §2)', () => {
  it('is the editor location followed by the node id, with ac_id and sp_id', () => {
    expect(nodeUrl('https://studio.example', 12, 345, 7, 3)).toBe('https://studio.example/build/callflow/12/345?ac_id=7&sp_id=3');
  });
  it('names the selected account, or the task account when all accounts are selected, and needs a provider', () => {
    expect(urlScope({ spId: 3, acId: 7 }, 9)).toEqual({ acId: 7, spId: 3 });
    expect(urlScope({ spId: 3, acId: 'all' }, 9)).toEqual({ acId: 9, spId: 3 });
    expect(urlScope({ spId: 'all', acId: 'all' }, 9)).toBeNull();
    expect(urlScope(null, 9)).toBeNull();
  });
});

describe('new canvases from the tabs', () => {
  it('take a name no canvas of the task has (names compare without case)', () => {
    expect(freeCanvasName('Event handler', ['Main'])).toBe('Event handler');
    expect(freeCanvasName('Event handler', ['Main', 'event HANDLER', 'Event handler 2'])).toBe('Event handler 3');
    expect(freeCanvasName('Canvas', ['Main'], true)).toBe('Canvas 1');
    expect(freeCanvasName('Canvas', ['Main', 'Canvas 1'], true)).toBe('Canvas 2');
  });
  it('carry the event-handler or no-input/no-match handler flag', () => {
    expect(canvasFlags('canvas')).toEqual({ is_event_handler: 0, is_ni_nm_handler: 0 });
    expect(canvasFlags('event')).toEqual({ is_event_handler: 1, is_ni_nm_handler: 0 });
    expect(canvasFlags('ninm')).toEqual({ is_event_handler: 0, is_ni_nm_handler: 1 });
  });
});

describe('diagnostics badge of a canvas node', () => {
  const ctx = { taskType: 'voice' as const, taskId: 1, features: [], exists: lookupFrom([{ model: 'prompt', id: 5 }], ['prompt']) };
  it("shows validate()'s diagnostics: a required setting missing, a reference gone", () => {
    const diagnose = nodeDiagnostics(registry, ctx);
    expect(issuesOf(diagnose(n(2, 'prompt', 1, { config: { ...registry.require('prompt').defaults(), prompt_id: 5 } })))).toBeNull();
    expect(issuesOf(diagnose(n(3, 'prompt', 1, { config: { ...registry.require('prompt').defaults(), prompt_id: 6 } })))).toEqual({
      severity: 'error',
      count: 1,
      lines: ['The selected prompt no longer exists.'],
    });
    expect(issuesOf(diagnose(n(4, 'menu', 1)))?.lines).toContain('Prompt is required.');
  });
  it('has nothing to say about system nodes, and answers each node object once', () => {
    const diagnose = nodeDiagnostics(registry, ctx);
    expect(diagnose(n(1, 'start', null))).toEqual([]);
    const node = n(4, 'menu', 1);
    expect(diagnose(node)).toBe(diagnose(node));
  });
  it('lists errors before warnings and takes the worst severity', () => {
    expect(
      issuesOf([
        { path: 'a', message: 'W', severity: 'warning' },
        { path: 'b', message: 'E', severity: 'error' },
      ]),
    ).toEqual({ severity: 'error', count: 2, lines: ['E', 'W'] });
    expect(issuesOf([{ path: 'a', message: 'W', severity: 'warning' }])?.severity).toBe('warning');
  });
});
