import { z } from 'zod';
import type { Diagnostic } from './types';
import { checkRequiredText, error } from './validate';
import { service, type QueueAnswer, type QueueRequest, type StepContext } from './run';
import { suggestFrom } from './suggestions';

/**
 * What the QforMe steps share: the queue they act on, named as the account's QforMe queue is
 * (/build/qforme), and their call to the engine's queue service, which reports what it did as a `queue` event.
 */
export const queueNameMax = 100;
const tooLong = `Queue must be at most ${queueNameMax} characters.`;
/** The account's QforMe queue by name; the editor suggests the account's queues. */
export const queueName = () => suggestFrom(z.string().max(queueNameMax, { message: tooLong }).default(''), 'qforme-queue');

/** The queue's name: required unless the step may act on every queue (dequeue). */
export function checkQueueName(value: string, path: string, required = true): Diagnostic[] {
  if (value.trim() === '') return required ? checkRequiredText(value, path, 'Queue') : [];
  return value.trim().length > queueNameMax ? [error(path, tooLong)] : [];
}

/** The waiter's number: the step's callback number (variables filled in), else the caller's; a step without either fails clearly. */
export function waiterNumber(ctx: StepContext, callbackNumber: string): string {
  const number = (ctx.fill(callbackNumber).trim() || ctx.ani || '').replace(/[\s().-]/g, '');
  if (!number) throw new Error("The caller's number is unknown: give the step a callback number.");
  return number;
}

/** The outcome a queue event reports for an operation and its answer. */
function outcomeOf(operation: QueueRequest['operation'], answer: QueueAnswer) {
  if (operation === 'add') return 'added' as const;
  if (operation === 'check') return answer.waiterId === null ? ('not_waiting' as const) : ('waiting' as const);
  if (operation === 'remove') return answer.waiterId === null ? ('not_waiting' as const) : ('removed' as const);
  return answer.waiterId === null ? ('not_waiting' as const) : ('called_back' as const);
}

/** Runs a queue operation through the engine's QforMe service and records what it did on the node. */
export async function queueStep(ctx: StepContext, request: Omit<QueueRequest, 'taskId'>): Promise<QueueAnswer> {
  const qforme = service(ctx, 'qforme', 'QforMe queues');
  const answer = await qforme({ ...request, taskId: ctx.node.task_id });
  ctx.emit({
    type: 'queue',
    outcome: outcomeOf(request.operation, answer),
    queue_name: request.queueName,
    number: request.number,
    position: answer.position,
    waiting: answer.waiting,
  });
  return answer;
}
