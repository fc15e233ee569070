import { describe, expect, it } from 'vitest';
import { contentKeys } from '@client/api/queryKeys';
import { linkTaskOptions } from '@client/features/authoring/callflow/editor/linkTasks';
import { pickerEntries } from '@client/features/authoring/callflow/editor/pickerList';

describe("link_task's task picker", () => {
  const rows = [
    { task_id: 12, task_name: 'Billing', task_type: 'voice' },
    { task_id: 7, task_name: 'Main line', task_type: 'voice' },
    { task_id: 30, task_name: 'after hours', task_type: 'voice' },
    { task_id: 9, task_name: 'Billing', task_type: 'voice' },
  ];

  it('lists the tasks the server allows, by name then id, and never the task edited in', () => {
    expect(linkTaskOptions(rows, 99)).toEqual([
      { id: 30, name: 'after hours' },
      { id: 9, name: 'Billing' },
      { id: 12, name: 'Billing' },
      { id: 7, name: 'Main line' },
    ]);
    // Even if the answer held it, the task itself is left out: a task cannot link to itself.
    expect(linkTaskOptions(rows, 7).map((o) => o.id)).toEqual([30, 9, 12]);
  });

  it('keeps each task once and lists nothing for an empty answer', () => {
    expect(linkTaskOptions([...rows, { task_id: 12, task_name: 'Billing' }], 99).map((o) => o.id)).toEqual([30, 9, 12, 7]);
    expect(linkTaskOptions([], 1)).toEqual([]);
  });

  it('shows a chosen task the list does not hold (deleted since) as missing, so the choice stays visible', () => {
    const options = linkTaskOptions(rows, 7);
    const { entries } = pickerEntries({ options, query: '', value: 7, optional: true, canCreate: true });
    expect(entries.map((e) => e.kind)).toEqual(['none', 'missing', 'option', 'option', 'option', 'create']);
  });

  it('caches the list per task under the account task key, so a change of tasks reads it again', () => {
    const s = { spId: 1, acId: 2 } as never;
    expect(contentKeys.linkTargets(s, 5).slice(0, contentKeys.tasks(s).length)).toEqual([...contentKeys.tasks(s)]);
    expect(contentKeys.linkTargets(s, 5)).not.toEqual(contentKeys.linkTargets(s, 6));
  });
});
