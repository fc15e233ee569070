import { z } from 'zod';
import { checkRequiredText, checkTextVariables, defineNode, textWithVariables, suggestFrom, next } from '@shared/plugin-api';
import { dispose } from './dispose';

/** Sets the call's disposition (its outcome, from the domain's disposition list) and notes, then continues. */
export default defineNode({
  type: 'disposition',
  category: 'one_child',
  group: 'More',
  label: {
    en: 'Disposition',
    de: 'Disposition',
    fr: 'Qualification',
    'fr-CA': 'Qualification',
    es: 'Disposición',
    it: 'Esito',
    'pt-BR': 'Disposição',
  },
  icon: 'tag',
  keywords: ['disposition', 'outcome', 'wrap-up', 'result', 'reporting', 'tag'],
  /** Disposition: the disposition set and its notes. */
  editor: {
    sections: [{ title: 'disposition', keys: ['disposition', 'notes'] }],
  },
  availability: { hiddenUnderLinkedDomain: true },
  config: z.object({
    /** A disposition name of the domain. */
    disposition: suggestFrom(z.string().trim().max(120).default(''), 'platform-disposition'),
    notes: textWithVariables(2000),
  }),
  validate: (config, ctx) => [
    ...checkRequiredText(config.disposition, 'disposition', 'Disposition'),
    ...checkTextVariables(ctx, config.notes, 'notes'),
  ],
  run(config, ctx) {
    dispose(ctx, 'Disposition', config.disposition, config.notes);
    return next();
  },
});
