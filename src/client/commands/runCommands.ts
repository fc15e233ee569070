import type { CanvasControls } from './canvasControls';
import { screenCommands } from './screenCommand';

/**
 * Commands of running flows, carried out on the open canvas: the Problems panel (Shift+M), the chat preview
 * (Alt+P) and live monitoring (Alt+M). Titles are in the 'run' namespace.
 */
export const runSpecs = screenCommands<CanvasControls>()([
  {
    id: 'canvas.problems',
    key: 'shift+m',
    icon: 'issue',
    keywords: ['problems', 'validation', 'validate', 'errors', 'warnings', 'check', 'lint'],
    enabled: (c) => c.taskReady(),
    run: (c) => c.toggleProblems(),
  },
  {
    id: 'canvas.chatPreview',
    key: 'alt+p',
    icon: 'chat',
    title: 'run:commands.preview',
    keywords: ['preview', 'chat', 'chatbot', 'messaging', 'whatsapp', 'try', 'customer'],
    enabled: (c) => c.taskReady() && c.hasChatPreview(),
    run: (c) => c.openPreview(),
  },
  {
    id: 'canvas.liveMonitor',
    key: 'alt+m',
    icon: 'pulse',
    title: 'run:commands.live',
    keywords: ['live', 'monitor', 'monitoring', 'sessions', 'calls', 'conversations', 'ani', 'watch'],
    enabled: (c) => c.liveOn() && c.taskReady(),
    run: (c) => c.openLive(),
  },
]);
