import { z } from 'zod';
import { contentId, defineNode, endWith } from '@shared/plugin-api';

/** Continues the flow at another node of the same task (a loop or a jump). Leaf-only. */
export default defineNode({
  type: 'goto',
  category: 'no_child',
  group: 'Flow',
  label: { en: 'Go to', de: 'Gehe zu', fr: 'Aller à', 'fr-CA': 'Aller à', es: 'Ir a', it: 'Vai a', 'pt-BR': 'Ir para' },
  icon: 'arrow-top-right',
  keywords: ['jump', 'loop', 'go to', 'repeat', 'link node'],
  /** Go to: the node the flow continues at. */
  editor: {
    sections: [{ title: 'target', keys: ['goto_node_id'] }],
  },
  availability: { leafOnly: true },
  config: z.object({ goto_node_id: contentId('node', { required: 'Target node' }) }),
  run: (config, ctx) =>
    config.goto_node_id === null ? endWith('completed') : { kind: 'goto', nodeId: ctx.node.goto_node?.goto_node_id ?? config.goto_node_id },
});
