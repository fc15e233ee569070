import type { StepContext } from './run';

/**
 * Sends a message to the customer (messaging_send, messaging_conversation's question): on a live run of a messaging
 * (SMS) task it goes to the caller's number through the account's SMS profile (services.sms, which only a live run
 * has); a chat answers in the conversation; the simulator and the chat preview show it. Always a `sent` event.
 */
export async function sendMessage(ctx: StepContext, text: string): Promise<void> {
  if (ctx.services.sms && ctx.channel === 'messaging' && ctx.ani) await ctx.services.sms({ to: ctx.ani, text });
  ctx.emit({ type: 'sent', text, ...(ctx.ani ? { to: ctx.ani } : {}) });
}
