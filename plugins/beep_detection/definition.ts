import { z } from 'zod';
import { defineNode, passThrough } from '@shared/plugin-api';

/** The root of the flow that runs when a voicemail beep is heard. */
export default defineNode({
  type: 'beep_detection',
  category: 'system',
  group: null,
  label: { key: 'nodes.beep_detection.label', default: 'Beep detection' },
  icon: 'volume-up',
  keywords: ['beep', 'tone', 'voicemail'],
  config: z.object({}),
  run: passThrough,
});
