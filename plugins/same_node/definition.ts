import { z } from 'zod';
import { defineNode, passThrough } from '@shared/plugin-api';

/** The copy drawn under each extra parent of a node with several parents (connector_parent). Drawn, never stored. */
export default defineNode({
  type: 'same_node',
  category: 'system',
  group: null,
  label: {
    en: 'Same node',
    de: 'Gleicher Knoten',
    fr: 'Même nœud',
    'fr-CA': 'Même nœud',
    es: 'Mismo nodo',
    it: 'Stesso nodo',
    'pt-BR': 'Mesmo nó',
  },
  icon: 'link',
  keywords: ['same node', 'shared', 'merge'],
  config: z.object({}),
  run: passThrough,
});
