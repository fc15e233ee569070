import { z } from 'zod';
import { defineNode, endWith } from '@shared/plugin-api';

/** The root of the flow that runs when the caller disconnects (event-handler canvas). */
export default defineNode({
  type: 'disconnect',
  category: 'system',
  group: null,
  label: { key: 'nodes.disconnect.label', default: 'Disconnect' },
  icon: 'cross-circle',
  keywords: ['disconnect', 'hang up', 'event'],
  config: z.object({}),
  run: () => endWith('disconnected'),
});
