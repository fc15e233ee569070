import { createRegistry, type AnyNodeDefinition } from '@shared/plugin-api';
import add_to_queue from './add_to_queue/definition';
import ai_custom_prompt from './ai_custom_prompt/definition';
import beep_detection from './beep_detection/definition';
import biometrics from './biometrics/definition';
import blind_transfer from './blind_transfer/definition';
import bridge_transfer from './bridge_transfer/definition';
import calendar from './calendar/definition';
import cancel_third_party_transfer from './cancel_third_party_transfer/definition';
import check_waiter from './check_waiter/definition';
import cloud_stt from './cloud_stt/definition';
import comment from './comment/definition';
import condition_label from './condition_label/definition';
import data_store from './data_store/definition';
import daytime from './daytime/definition';
import decision from './decision/definition';
import dequeue from './dequeue/definition';
import disconnect from './disconnect/definition';
import dispose_end_call from './dispose_end_call/definition';
import disposition from './disposition/definition';
import distribute from './distribute/definition';
import enqueue from './enqueue/definition';
import five9_transfer from './five9_transfer/definition';
import goto from './goto/definition';
import hangup from './hangup/definition';
import hangup_header from './hangup_header/definition';
import integration from './integration/definition';
import keyword_finder from './keyword_finder/definition';
import knowledge_distiller from './knowledge_distiller/definition';
import link_task from './link_task/definition';
import machine_detection from './machine_detection/definition';
import menu from './menu/definition';
import messaging_conversation from './messaging_conversation/definition';
import messaging_proactive from './messaging_proactive/definition';
import messaging_reply from './messaging_reply/definition';
import messaging_send from './messaging_send/definition';
import open_form from './open_form/definition';
import pause from './pause/definition';
import payment from './payment/definition';
import prompt from './prompt/definition';
import prompt_recorder from './prompt_recorder/definition';
import queue_callback from './queue_callback/definition';
import record from './record/definition';
import same_node from './same_node/definition';
import screenpop_transfer from './screenpop_transfer/definition';
import send_email from './send_email/definition';
import set_voice from './set_voice/definition';
import sleep from './sleep/definition';
import start from './start/definition';
import summarization from './summarization/definition';
import text_form from './text_form/definition';
import third_party_transfer from './third_party_transfer/definition';
import trigger_campaign from './trigger_campaign/definition';
import variable from './variable/definition';
import visual_form from './visual_form/definition';
import voicemail_transfer from './voicemail_transfer/definition';
import watson_speech from './watson_speech/definition';
import web_service from './web_service/definition';

/**
 * Every node type, in palette order within its group. This list is the one place a new type is added
 * (`npm run new-node-type <name>` prints the line). The server imports only this file and the definitions.
 */
export const nodeDefinitions: readonly AnyNodeDefinition[] = [
  // system
  start,
  disconnect,
  machine_detection,
  beep_detection,
  condition_label,
  same_node,
  // Voice
  prompt,
  menu,
  open_form,
  record,
  prompt_recorder,
  cloud_stt,
  watson_speech,
  set_voice,
  pause,
  hangup,
  hangup_header,
  // Messaging
  messaging_send,
  messaging_reply,
  messaging_conversation,
  messaging_proactive,
  text_form,
  // Services
  web_service,
  integration,
  send_email,
  trigger_campaign,
  visual_form,
  // Transfer
  blind_transfer,
  bridge_transfer,
  five9_transfer,
  screenpop_transfer,
  third_party_transfer,
  cancel_third_party_transfer,
  voicemail_transfer,
  enqueue,
  dequeue,
  // Generative AI
  ai_custom_prompt,
  summarization,
  knowledge_distiller,
  // Data
  variable,
  data_store,
  keyword_finder,
  // Flow
  decision,
  daytime,
  calendar,
  distribute,
  goto,
  link_task,
  sleep,
  // QforMe
  add_to_queue,
  check_waiter,
  queue_callback,
  // Security & payments
  payment,
  biometrics,
  // More
  disposition,
  dispose_end_call,
  comment,
];

export const registry = createRegistry(nodeDefinitions);

export const getNodeDefinition = registry.get;
export const requireNodeDefinition = registry.require;
