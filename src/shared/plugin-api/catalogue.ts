import type { TaskType } from '../api/flow';

/**
 * The spec's node-type tables (spec 2 §2, §5, §9), in one place. Definitions take their
 * availability defaults from here and the contract test holds every definition to them.
 */

/** Palette groups in the spec's display order. */
export const paletteGroups = [
  'Voice',
  'Messaging',
  'Services',
  'Transfer',
  'Generative AI',
  'Data',
  'Flow',
  'QforMe',
  'Security & payments',
  'More',
] as const;
export type PaletteGroup = (typeof paletteGroups)[number];

/** The node-type catalogue (spec 2 §9). */
export const catalogueNodeTypes = [
  'start',
  'prompt',
  'integration',
  'trigger_campaign',
  'messaging_send',
  'messaging_reply',
  'messaging_proactive',
  'messaging_conversation',
  'variable',
  'calendar',
  'send_email',
  'open_form',
  'cloud_stt',
  'payment',
  'daytime',
  'comment',
  'distribute',
  'web_service',
  'goto',
  'data_store',
  'keyword_finder',
  'record',
  'blind_transfer',
  'bridge_transfer',
  'screenpop_transfer',
  'five9_transfer',
  'hangup',
  'set_voice',
  'pause',
  'check_waiter',
  'add_to_queue',
  'biometrics',
  'hangup_header',
  'menu',
  'decision',
  'sleep',
  'prompt_recorder',
  'link_task',
  'text_form',
  'watson_speech',
  'visual_form',
  'summarization',
  'knowledge_distiller',
  'ai_custom_prompt',
  'enqueue',
  'dequeue',
  'disposition',
  'dispose_end_call',
  'queue_callback',
  'voicemail_transfer',
  'third_party_transfer',
  'cancel_third_party_transfer',
] as const;

/** System types: never created from the palette (spec 2 §5, §9). */
export const systemNodeTypes = ['start', 'disconnect', 'machine_detection', 'beep_detection', 'condition_label', 'same_node'] as const;

/** Start-type nodes: roots drawn with the start template, never orphans. */
export const startTypeNodeTypes = ['start', 'disconnect', 'machine_detection', 'beep_detection'] as const;

/** Leaf-only types accept drops only on leaf nodes. */
export const leafOnlyNodeTypes = [
  'messaging_reply',
  'goto',
  'blind_transfer',
  'screenpop_transfer',
  'five9_transfer',
  'voicemail_transfer',
  'sleep',
  'hangup',
  'dispose_end_call',
  'cancel_third_party_transfer',
] as const;

/** Hidden per task type. */
export const hiddenForTaskTypes: Readonly<Record<string, readonly TaskType[]>> = {
  hangup: ['messaging', 'workflow', 'chatbot', 'whatsapp'],
  sleep: ['voice', 'messaging', 'chatbot', 'whatsapp'],
  visual_form: ['messaging', 'workflow', 'chatbot', 'whatsapp'],
};

/** Hidden by default for accounts with a linked domain. */
export const hiddenUnderLinkedDomainNodeTypes = [
  'messaging_proactive',
  'knowledge_distiller',
  'ai_custom_prompt',
  'enqueue',
  'dequeue',
  'disposition',
  'queue_callback',
  'dispose_end_call',
  'voicemail_transfer',
  'third_party_transfer',
  'cancel_third_party_transfer',
] as const;

/** Offered only when a domain_id is selected. */
export const domainRequiredNodeTypes = ['knowledge_distiller', 'ai_custom_prompt'] as const;

/** A plan that allows `form` also grants `open_form` (when open_form is not itself allowed). */
export const formGrant = { from: 'form', grants: 'open_form' } as const;

/** The non-removable condition every multiple-child node with a default path carries. */
export const OTHERWISE = { key: 'otherwise', label: 'Otherwise', removable: false } as const;

const systemSet = new Set<string>(systemNodeTypes);
const startSet = new Set<string>(startTypeNodeTypes);
const leafOnlySet = new Set<string>(leafOnlyNodeTypes);
export const isSystemNodeType = (type: string) => systemSet.has(type);
export const isStartNodeType = (type: string) => startSet.has(type);
export const isLeafOnlyNodeType = (type: string) => leafOnlySet.has(type);
