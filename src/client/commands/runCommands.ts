import { featureHandler } from './featureCommands';
import type { Command } from './types';

/**
 * Commands of running flows (issue 14 §4) carried out by the canvas while it is open: the Problems panel (Shift+M), the chat preview (Alt+P) and live monitoring (Alt+M).
 * Titles are in the 'run' namespace.
 */
export const runCommands: Command[] = [
  {
    id: 'canvas.problems',
    title: 'run:commands.problems',
    keywords: ['canvas', 'problems', 'validation', 'validate', 'errors', 'warnings', 'check', 'lint'],
    group: 'canvas',
    icon: 'issue',
    shortcut: 'canvas.problems',
    when: () => featureHandler('canvas.problems')?.available() ?? false,
    run: () => featureHandler('canvas.problems')?.run(),
  },
  {
    id: 'canvas.chatPreview',
    title: 'run:commands.preview',
    keywords: ['canvas', 'preview', 'chat', 'chatbot', 'messaging', 'whatsapp', 'try', 'customer'],
    group: 'canvas',
    icon: 'chat',
    shortcut: 'canvas.chatPreview',
    when: () => featureHandler('canvas.chatPreview')?.available() ?? false,
    run: () => featureHandler('canvas.chatPreview')?.run(),
  },
  {
    id: 'canvas.liveMonitor',
    title: 'run:commands.live',
    keywords: ['canvas', 'live', 'monitor', 'monitoring', 'sessions', 'calls', 'conversations', 'ani', 'watch'],
    group: 'canvas',
    icon: 'pulse',
    shortcut: 'canvas.liveMonitor',
    when: () => featureHandler('canvas.liveMonitor')?.available() ?? false,
    run: () => featureHandler('canvas.liveMonitor')?.run(),
  },
];
