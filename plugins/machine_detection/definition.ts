import { z } from 'zod';
import { defineNode, passThrough } from '@shared/plugin-api';

/** The root of the flow that runs when an answering machine answers an outbound call. */
export default defineNode({
  type: 'machine_detection',
  category: 'system',
  group: null,
  label: { key: 'nodes.machine_detection.label', default: 'Machine detection' },
  icon: 'desktop',
  keywords: ['answering machine', 'amd', 'voicemail'],
  config: z.object({}),
  run: passThrough,
});
