import { z } from 'zod';
import { between, defineNode } from '@shared/plugin-api';

/**
 * Lets a workflow wait (for an answer elsewhere, for office hours) and then go on with the next node. Leaf-only: it
 * is added at the end of a path, never above other nodes; workflow tasks only.
 */
export default defineNode({
  type: 'sleep',
  category: 'one_child',
  group: 'Flow',
  label: { key: 'nodes.sleep.label', default: 'Sleep' },
  icon: 'moon',
  keywords: ['wait', 'delay', 'workflow', 'poll', 'later', 'resume'],
  config: z.object({
    /** Up to a week. */
    duration_minutes: between(1, 10_080, 60),
  }),
});
