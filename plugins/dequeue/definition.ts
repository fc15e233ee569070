import { z } from 'zod';
import { checkSkills, defineNode, skills } from '@shared/plugin-api';

export const dequeueScopes = ['all', 'skills'] as const;

/** Takes the caller out of the contact center's queue: all of it, or only some skills. */
export default defineNode({
  type: 'dequeue',
  category: 'one_child',
  group: 'Transfer',
  label: {
    en: 'Dequeue',
    de: 'Aus Warteschlange nehmen',
    fr: 'Retirer de la file d\'attente',
    'fr-CA': 'Retirer de la file d\'attente',
    es: 'Quitar de la cola',
    it: 'Togli dalla coda',
    'pt-BR': 'Remover da fila',
  },
  icon: 'export',
  keywords: ['queue', 'leave queue', 'remove', 'skill', 'in-queue'],
  /** Dequeue: the whole queue, or only some skills. */
  editor: {
    sections: [
      { title: 'routing', keys: ['scope', 'skills'], when: { skills: (config) => config.scope === 'skills' } },
    ],
  },
  availability: { hiddenUnderLinkedDomain: true },
  config: z.object({
    scope: z.enum(dequeueScopes).default('all'),
    /** The skills left (scope skills). */
    skills: skills(),
  }),
  validate: (config) => (config.scope === 'skills' ? checkSkills(config.skills, 'skills') : []),
});
