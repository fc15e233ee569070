import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '@client/session/store';
import { flowKeys } from '@client/api/queryKeys';
import { flowApi } from './api';
import { nodeRouteParams, nodeRouteTarget } from './params';
import '../buildEnglish';
// This screen's commands and keys (the shell's entry carries none of them).
import '@client/commands/screenRegistry';

/**
 * /build/callflow/node/{node_id?}: opens a node by its id (spec 2 §2). GET /node/task/{node_id} tells its task;
 * the page then replaces itself with /build/callflow/{task_id}/{node_id}, which selects and centres the node.
 */
export default function NodeRoutePage() {
  const { t } = useTranslation('flow');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const selection = useSession((s) => s.selection);
  const nodeId = nodeRouteParams(location)?.nodeId ?? null;
  const found = useQuery({
    queryKey: flowKeys.nodeTask(selection!, nodeId),
    queryFn: ({ signal }) => flowApi.nodeTask(nodeId!, signal),
    enabled: !!selection && nodeId !== null,
    retry: false,
  });
  const taskId = found.data?.task.task_id ?? null;
  useEffect(() => {
    if (taskId !== null && nodeId !== null) navigate(nodeRouteTarget(taskId, nodeId, search), { replace: true });
  }, [taskId, nodeId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (nodeId === null || found.isError) {
    return (
      <NonIdealState
        icon="search"
        title={t('canvas.nodeRoute.notFound')}
        description={t('canvas.nodeRoute.notFoundBody')}
        action={<Button icon="arrow-left" text={t('canvas.backToTasks')} onClick={() => navigate('/build/tasks')} />}
      />
    );
  }
  return <NonIdealState icon={<Spinner size={32} />} title={t('canvas.nodeRoute.opening')} />;
}
