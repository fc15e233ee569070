import type { TaskType } from '@shared/api/flow';
import type { TaskFlow } from '@shared/engine';
import type { Db } from '../../db/index';
import { canvasToApi, nodeFromRow } from '../flow/model/rows';
import { loadFlow } from '../sim/engine-deps';
import { readSnapshot } from '../versions/snapshot';
import { accountRows } from '../../http/tenant-repo';

/** A task as a real run sees it: its published version when it has one, else the draft; and which version that is. */
export async function publishedFlow(db: Db, acId: number, taskId: number): Promise<{ flow: TaskFlow; versionId: number | null } | null> {
  const task = await accountRows(db, acId)
    .selectFrom('tasks')
    .select(['task_id', 'task_type', 'task_version_in_use'])
    .where('task_id', '=', taskId)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!task) return null;
  if (task.task_version_in_use !== null) {
    const version = await accountRows(db, acId)
      .selectFrom('task_versions')
      .select(['version_id', 'snapshot'])
      .where('version_id', '=', task.task_version_in_use)
      .executeTakeFirst();
    if (version) {
      const snapshot = readSnapshot(version.snapshot);
      const canvases = snapshot.canvases.filter((c) => c.is_enabled === 1).map(canvasToApi);
      return {
        flow: { taskId, taskType: task.task_type as TaskType, canvases, nodes: snapshot.nodes.map(nodeFromRow) },
        versionId: version.version_id,
      };
    }
  }
  const flow = await loadFlow(db, acId, taskId);
  return flow ? { flow, versionId: null } : null;
}
