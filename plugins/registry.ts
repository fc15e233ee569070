import { createRegistry, type AnyNodeDefinition } from '@shared/plugin-api';
import beep_detection from './beep_detection/definition';
import condition_label from './condition_label/definition';
import decision from './decision/definition';
import disconnect from './disconnect/definition';
import goto from './goto/definition';
import hangup from './hangup/definition';
import link_task from './link_task/definition';
import machine_detection from './machine_detection/definition';
import menu from './menu/definition';
import messaging_reply from './messaging_reply/definition';
import messaging_send from './messaging_send/definition';
import prompt from './prompt/definition';
import same_node from './same_node/definition';
import start from './start/definition';
import variable from './variable/definition';

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
  hangup,
  // Messaging
  messaging_send,
  messaging_reply,
  // Data
  variable,
  // Flow
  decision,
  goto,
  link_task,
];

export const registry = createRegistry(nodeDefinitions);

export const getNodeDefinition = registry.get;
export const requireNodeDefinition = registry.require;
