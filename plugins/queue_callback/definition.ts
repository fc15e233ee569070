import { z } from 'zod';
import {
  callVariables,
  checkCallVariables,
  checkDestination,
  checkRef,
  checkSkills,
  contentId,
  defineNode,
  destination,
  namedValuesRefs,
  priority,
  ref,
  skills,
  textRefs,
  uniqueRefs,
} from '@shared/plugin-api';

/** Offers a caller who waits in the contact center's queue a callback: the call ends and an agent calls back in turn. */
export default defineNode({
  type: 'queue_callback',
  category: 'one_child',
  group: 'QforMe',
  label: { key: 'nodes.queue_callback.label', default: 'Queue callback' },
  icon: 'phone',
  keywords: ['callback', 'call back', 'in-queue', 'skill', 'agent', 'virtual hold'],
  config: z.object({
    skills: skills(),
    priority: priority(),
    /** The number called back; empty uses the caller's number. */
    callback_number: destination(),
    confirmation_prompt_id: contentId(),
    call_variables: callVariables(),
  }),
  validate: (config, ctx) => [
    ...checkSkills(config.skills, 'skills'),
    ...checkDestination(ctx, config.callback_number, 'callback_number', 'Callback number', false),
    ...checkRef(ctx, 'prompt', config.confirmation_prompt_id, 'confirmation_prompt_id', 'Confirmation prompt', false),
    ...checkCallVariables(ctx, config.call_variables),
  ],
  references: (config) =>
    uniqueRefs(textRefs(config.callback_number), ref('prompt', config.confirmation_prompt_id), namedValuesRefs(config.call_variables)),
});
