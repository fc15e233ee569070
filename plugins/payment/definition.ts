import { z } from 'zod';
import { between, checkTextVariables, contentId, defineNode, outcomeBranches, textWithVariables } from '@shared/plugin-api';

/** The currencies of the spec's data types (CURRENCY_USD, CURRENCY_GPB, CURRENCY_EUR). */
export const currencies = ['USD', 'GBP', 'EUR'] as const;

/**
 * Takes a card payment: the caller keys in the card by phone (never heard by agents or stored in the flow),
 * the amount comes from a variable. Approved or Declined.
 */
export default defineNode({
  type: 'payment',
  category: 'multiple_child',
  group: 'Security & payments',
  label: {
    en: 'Payment',
    de: 'Zahlung',
    fr: 'Paiement',
    'fr-CA': 'Paiement',
    es: 'Pago',
    it: 'Pagamento',
    'pt-BR': 'Pagamento',
  },
  icon: 'credit-card',
  keywords: ['pay', 'card', 'credit card', 'charge', 'billing', 'pci', 'amount'],
  /** Payment: the amount and its currency, how the card is taken, and where the outcome is stored. */
  editor: {
    sections: [
      { title: 'amount', keys: ['amount_variable_id', 'currency', 'currency_variable_id', 'description'] },
      { title: 'card', keys: ['collect_postal_code', 'max_attempts'] },
      { title: 'result', keys: ['transaction_variable_id', 'error_variable_id'] },
    ],
  },
  config: z.object({
    /** A payment variable holding the amount: picked among the variables that hold a structure. */
    amount_variable_id: contentId('complex_variable', { required: 'Amount variable' }),
    currency: z.enum(currencies).default('USD'),
    /** A variable holding the currency code, used instead of the fixed currency (optional). */
    currency_variable_id: contentId('variable'),
    /** Shown on the statement; may reference variables. */
    description: textWithVariables(255),
    collect_postal_code: z.boolean().default(false),
    max_attempts: between(1, 5, 3),
    /** Receive the transaction id and the reason of a decline (optional). */
    transaction_variable_id: contentId('variable'),
    error_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [...checkTextVariables(ctx, config.description, 'description')],
  branches: () => outcomeBranches('Approved', 'Declined'),
});
