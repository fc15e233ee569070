import { z } from 'zod';
import {
  callVariables,
  checkCallVariables,
  checkSkills,
  checkTextVariables,
  defineNode,
  error,
  isHttpUrl,
  priority,
  skills,
  textWithVariables,
  endWith,
  emitTransfer,
  filledValues,
  transferSkills,
  screenpopAddress,
} from '@shared/plugin-api';

/** Transfers the call to agents by skill and opens a page (a CRM record) on the answering agent's screen. Leaf-only. */
export default defineNode({
  type: 'screenpop_transfer',
  category: 'no_child',
  group: 'Transfer',
  label: {
    en: 'Screen pop transfer',
    de: 'Weiterleitung mit Screen-Pop',
    fr: 'Transfert avec fiche contextuelle',
    'fr-CA': 'Transfert avec fiche contextuelle',
    es: 'Transferencia con ventana emergente',
    it: 'Trasferimento con screen pop',
    'pt-BR': 'Transferência com screen pop',
  },
  icon: 'share',
  keywords: ['screen pop', 'agent', 'crm', 'transfer', 'skill', 'url'],
  /** Screen-pop transfer: the skills and priority, and what the agent's screen opens. */
  editor: {
    sections: [
      { title: 'routing', keys: ['skills', 'priority'] },
      { title: 'callData', keys: ['screenpop_url', 'call_variables'] },
    ],
  },
  availability: { leafOnly: true },
  config: z.object({
    skills: skills(),
    priority: priority(),
    /** The page opened for the agent; may reference variables, e.g. https://crm.example.com/case/{{12}}. */
    screenpop_url: textWithVariables(2048),
    call_variables: callVariables(),
  }),
  validate: (config, ctx) => [
    ...checkSkills(config.skills, 'skills'),
    ...(config.screenpop_url.trim() === ''
      ? [error('screenpop_url', 'Screen pop URL is required.')]
      : isHttpUrl(config.screenpop_url)
        ? checkTextVariables(ctx, config.screenpop_url, 'screenpop_url')
        : [error('screenpop_url', 'Screen pop URL must be a full http:// or https:// address.')]),
    ...checkCallVariables(ctx, config.call_variables),
  ],
  /** Queues the call for the skills; the agent who takes it sees the screen pop page (variables filled in). */
  run(config, ctx) {
    const skills = transferSkills('Screen pop transfer', config.skills);
    const screenpop = screenpopAddress(ctx, 'Screen pop transfer', config.screenpop_url);
    const data = { ...filledValues(ctx, config.call_variables), priority: String(config.priority), screenpop_url: screenpop };
    emitTransfer(ctx, `skill ${skills.join(', ')}`, data);
    return endWith('transferred');
  },
});
