import { ProblemsSide } from '../run/problems/ProblemsSide';
import { SimSide } from '../sim/SimSide';
import { TrafficSide } from '../traffic/TrafficSide';
import { PublishVersionDialog } from '../versions/PublishVersionDialog';
import { VersionsSide } from '../versions/VersionsSide';
import type { CanvasPageState } from './useCanvasPage';

/** The panels beside the canvas: versions and history, problems, traffic, the simulator, and the publish dialog. */
export function CanvasSides({ page, onPublish, focusCanvas }: { page: CanvasPageState; onPublish(): void; focusCanvas(): void }) {
  const { taskId, task, canWrite, focusNodeAnywhere } = page;
  const mayChange = canWrite && !task.data?.protected;
  return (
    <>
      <VersionsSide
        taskId={taskId}
        readOnly={!mayChange}
        compareView={page.compareView}
        onFocusNode={focusNodeAnywhere}
        onPublish={onPublish}
        applyChange={page.changed}
      />
      <ProblemsSide taskId={taskId} onFocusNode={focusNodeAnywhere} />
      <TrafficSide taskId={taskId} nodes={page.shownNodes ?? []} tree={page.tree} canWrite={mayChange} onFocusNode={focusNodeAnywhere} />
      <PublishVersionDialog taskId={taskId} onPublished={page.reload} />
      {task.data && (
        <SimSide
          taskId={taskId}
          taskType={task.data.task_type}
          nodes={page.nodes.data ?? []}
          selectedNodeId={() => page.selectedItem()?.nodeId ?? null}
          canWrite={mayChange}
          onFocusNode={focusNodeAnywhere}
          focusCanvas={focusCanvas}
        />
      )}
    </>
  );
}
