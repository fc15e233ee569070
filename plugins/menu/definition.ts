import { z } from 'zod';
import { OTHERWISE, checkUnique, contentId, defineNode, error, seconds, branch, collect } from '@shared/plugin-api';

export const menuKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#'] as const;
const keyNames: Record<string, string> = { '*': 'star', '#': 'hash' };

/** The branch key of a menu key: key_1 … key_0, key_star, key_hash. */
export const menuBranchKey = (key: string) => `key_${keyNames[key] ?? key}`;

const menuKey = z.object({
  key: z.enum(menuKeys),
  label: z.string().trim().max(120).default(''),
});

/** Plays a prompt and branches on the key the caller presses; anything else follows Otherwise. */
export default defineNode({
  type: 'menu',
  category: 'multiple_child',
  group: 'Voice',
  label: { en: 'Menu', de: 'Menü', fr: 'Menu', 'fr-CA': 'Menu', es: 'Menú', it: 'Menu', 'pt-BR': 'Menu' },
  icon: 'th-list',
  keywords: ['ivr', 'dtmf', 'keypad', 'options', 'press', 'choice'],
  /** Menu: the keys it takes (each a branch), the prompt, then what happens on no input and on a wrong key. */
  editor: {
    sections: [
      { title: 'keys', keys: ['keys'] },
      { title: 'prompt', keys: ['prompt_id', 'barge_in', 'timeout_seconds'] },
      { title: 'noInputNoMatch', keys: ['no_input_attempts', 'no_input_prompt_id', 'no_match_attempts', 'no_match_prompt_id'] },
      { title: 'result', keys: ['result_variable_id'] },
    ],
  },
  config: z.object({
    prompt_id: contentId('prompt', { required: 'Prompt' }),
    keys: z
      .array(menuKey)
      .max(menuKeys.length)
      .default([
        { key: '1', label: 'Option 1' },
        { key: '2', label: 'Option 2' },
      ]),
    barge_in: z.boolean().default(true),
    /** Seconds to wait for a key after the prompt. */
    timeout_seconds: seconds(1, 60, 5),
    no_input_attempts: z.number().int().min(0).max(10).default(3),
    no_match_attempts: z.number().int().min(0).max(10).default(3),
    no_input_prompt_id: contentId('prompt'),
    no_match_prompt_id: contentId('prompt'),
    /** Optional variable that receives the key pressed. */
    result_variable_id: contentId('variable'),
  }),
  validate(config, ctx) {
    return [
      ...(config.keys.length === 0 ? [error('keys', 'Add at least one key.')] : []),
      ...checkUnique(
        config.keys.map((k) => k.key),
        (i) => `keys.${i}.key`,
        'Key',
      ),
    ];
  },
  branches: (config) => [
    ...config.keys.map((k) => ({ key: menuBranchKey(k.key), label: k.label ? `${k.key}: ${k.label}` : k.key, removable: true })),
    { ...OTHERWISE },
  ],
  /** In a chat, each key is offered as a quick reply that presses it. */
  choices: (config) => config.keys.map((k) => ({ label: k.label || k.key, input: { dtmf: k.key } })),
  run: (config, ctx) =>
    collect(ctx, {
      input: 'dtmf',
      promptId: config.prompt_id,
      timeoutMs: config.timeout_seconds * 1000,
      noInputAttempts: config.no_input_attempts,
      noMatchAttempts: config.no_match_attempts,
      noInputPromptId: config.no_input_prompt_id,
      noMatchPromptId: config.no_match_prompt_id,
      match(answer) {
        const key = config.keys.find((k) => k.key === answer[0]);
        if (!key) return null;
        if (config.result_variable_id !== null) ctx.set(config.result_variable_id, key.key);
        return branch(menuBranchKey(key.key));
      },
    }),
});
