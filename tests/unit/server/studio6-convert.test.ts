import { describe, expect, it } from 'vitest';
import { convertGroup } from '@server/modules/studio6/convert';
import { olderGroup as olderGroupSchema } from '@server/modules/studio6/older-format';
import { olderGroup } from '../../../scripts/older-studio-data.mjs';

/** The older studio's groups in today's export format (docs/migration.md has the kinds' table). */
const group = (options: Parameters<typeof olderGroup>[2] = {}) =>
  olderGroupSchema.parse(olderGroup(6500, 601, { name: 'Unit group', tasks: 2, nodes: 20, ...options }));

describe('convertGroup', () => {
  it('maps every older kind onto a node type, branches onto condition nodes, and keeps every node', () => {
    const g = group();
    const { doc, check, nodes } = convertGroup(g);
    expect(check).toMatchObject({ would_migrate: 2, would_not_migrate: 0, flagged_nodes: 0, account_problems: [] });
    const task = doc!.tasks[0];
    const types = new Set(task.nodes.map((n) => n.node_type));
    expect([...types].sort()).toEqual([
      'comment',
      'condition_label',
      'data_store',
      'decision',
      'goto',
      'hangup',
      'link_task',
      'menu',
      'pause',
      'prompt',
      'start',
      'variable',
    ]);
    expect(doc!.tasks[1].nodes.some((n) => n.node_type === 'blind_transfer')).toBe(true);
    // Every older node is in the document (the condition nodes come on top of them).
    expect(task.nodes.filter((n) => n.node_type !== 'condition_label')).toHaveLength(g.tasks[0].nodes.length);
    expect([...nodes.values()].filter((o) => o.s6_task_id === g.tasks[0].task_id)).toHaveLength(g.tasks[0].nodes.length);
    // The menu's keys 1, 2, 0 and Otherwise; what hung under digit:2 now hangs under the key_2 condition.
    const menu = task.nodes.find((n) => n.node_type === 'menu')!;
    const conditions = task.nodes.filter((n) => n.pid === menu.id);
    expect(conditions.map((c) => c.config.branch_key)).toEqual(['key_1', 'key_2', 'key_0', 'otherwise']);
    const decision = task.nodes.find((n) => n.node_type === 'decision')!;
    expect(task.nodes.find((n) => n.pid === conditions[1].id)!.id).toBe(decision.id);
    // The sub-task runs the group's second task, by the document's id.
    expect(task.nodes.find((n) => n.node_type === 'link_task')!.config).toEqual({ task_id: 2 });
    expect(doc!.content.map((c) => c.model)).toEqual([
      'Variable',
      'Variable',
      'Variable',
      'Prompt',
      'Prompt',
      'Prompt',
      'Prompt',
      'Prompt',
      'DataStore',
    ]);
  });

  it('flags Fax and Script as comments with the reason and their older settings, never dropping them', () => {
    const { doc, check } = convertGroup(group({ flagged: true }));
    const issues = check.tasks[0].issues;
    expect(issues.map((i) => [i.node_kind, i.severity, i.code])).toEqual([
      ['Fax', 'flag', 'no_equivalent'],
      ['Script', 'flag', 'no_equivalent'],
    ]);
    const fax = doc!.tasks[0].nodes.find(
      (n) => n.id === [...convertGroup(group({ flagged: true })).nodes].find(([, o]) => o.node_kind === 'Fax')![0],
    )!;
    expect(fax.node_type).toBe('comment');
    expect(String(fax.config.text)).toMatch(
      /^The older node type Fax has no equivalent in this studio; it is kept as a comment to rebuild by hand\. \{"store_as":"order\.tif","pages_max":12\}$/,
    );
  });

  it('refuses a task with a node whose parent is missing, and flags links to it and missing references', () => {
    const orphan = convertGroup(group({ broken: 'orphan' }));
    expect(orphan.check).toMatchObject({ would_migrate: 1, would_not_migrate: 1 });
    expect(orphan.check.tasks[1].issues).toMatchObject([{ severity: 'error', code: 'structure' }]);
    // The first task's sub-task ran the broken one: the link is flagged, its task left empty.
    expect(orphan.check.tasks[0].issues).toMatchObject([{ node_kind: 'SubTask', severity: 'flag', code: 'link' }]);
    expect(orphan.doc!.tasks.map((t) => t.task_name)).toEqual(['Unit group line 1']);
    const jump = convertGroup(group({ broken: 'jump' }));
    expect(jump.check.tasks[1].issues).toMatchObject([
      {
        node_kind: 'Jump',
        severity: 'flag',
        code: 'reference',
        reason: expect.stringMatching(/jumps to the node 888888, which is not in the task\.$/),
      },
    ]);
  });

  it('refuses a branch the parent has not and a second child under a one-way step', () => {
    const g = group({ tasks: 1 });
    const menu = g.tasks[0].nodes.find((n) => n.node_kind === 'Menu')!;
    const play = g.tasks[0].nodes.find((n) => n.node_kind === 'Play')!;
    g.tasks[0].nodes.push(
      { ...play, node_id: 1, parent_id: menu.node_id, branch: 'digit:9' },
      { ...play, node_id: 2, parent_id: play.node_id, branch: null },
    );
    const { check, doc } = convertGroup(g);
    expect(check.tasks[0].issues.map((i) => i.reason)).toEqual([
      'The node 1 hangs under the branch digit:9, which its parent does not have.',
      'The node 2 hangs under the branch —, which its parent does not have.',
    ]);
    expect(doc).toBeNull();
  });
});
