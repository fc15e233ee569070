import type { TaskFlow } from '@shared/engine';
import { fill, messages } from '@shared/messages';
import { unprocessable } from '../../http/errors';

/** The session option `mocks` ({node_id: outcome}): every node must be one of the task's, else 422 and nothing starts. */
export function checkedMocks(flow: TaskFlow, mocks: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!mocks) return undefined;
  for (const id of Object.keys(mocks)) {
    if (!flow.nodes.some((n) => String(n.node_id) === id))
      throw unprocessable(`mocks.${id}: ${fill(messages.run.mockUnknownNode, { id })}`);
  }
  return mocks;
}
