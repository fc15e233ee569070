import { z } from 'zod';
import {
  checkCallVariables,
  checkSkills,
  callVariables,
  defineNode,
  priority,
  skills,
  endWith,
  emitTransfer,
  filledValues,
  transferSkills,
} from '@shared/plugin-api';

/** Transfers the call to agents of the contact center by skill, with call variables for the agent. Leaf-only. */
export default defineNode({
  type: 'five9_transfer',
  category: 'no_child',
  group: 'Transfer',
  label: {
    en: 'Five9 transfer',
    de: 'Five9-Weiterleitung',
    fr: 'Transfert Five9',
    'fr-CA': 'Transfert Five9',
    es: 'Transferencia Five9',
    it: 'Trasferimento Five9',
    'pt-BR': 'Transferência Five9',
  },
  icon: 'phone-forward',
  keywords: ['agent', 'skill', 'queue', 'contact center', 'transfer', 'five9', 'acd'],
  /** Five9 transfer: the skills and priority, and the call variables sent along. */
  editor: {
    sections: [
      { title: 'routing', keys: ['skills', 'priority'] },
      { title: 'callData', keys: ['call_variables'] },
    ],
  },
  availability: { leafOnly: true },
  config: z.object({
    skills: skills(),
    priority: priority(),
    call_variables: callVariables(),
  }),
  validate: (config, ctx) => [...checkSkills(config.skills, 'skills'), ...checkCallVariables(ctx, config.call_variables)],
  /** Queues the call in the contact center for the skills, with its priority and call variables: the call leaves the flow. */
  run(config, ctx) {
    const skills = transferSkills('Five9 transfer', config.skills);
    const data = { ...filledValues(ctx, config.call_variables), priority: String(config.priority) };
    emitTransfer(ctx, `Five9 skill ${skills.join(', ')}`, data);
    return endWith('transferred');
  },
});
