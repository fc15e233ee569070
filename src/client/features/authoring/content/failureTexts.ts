import { contentModelLabels, type ContentModel } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import { ApiError, isCanceled } from '@client/api/http';

/** The last sentence of a text ('Could not connect. Try later.' → 'Try later.'); '' for none. */
export function lastSentence(text: string): string {
  return (
    text
      .trim()
      .split(/(?<=[.!?])\s+/)
      .filter(Boolean)
      .pop() ?? ''
  );
}

/**
 * The in-use check failure of spec 2 §8: 'We are unable to determine if this :contentModel is in use.'
 * followed by the last sentence of the server's message. Shared by the delete flow and the check-in-use dialog.
 */
export function inUseCheckFailedText(model: ContentModel, e: unknown): string {
  const text = e instanceof Error ? e.message : '';
  return `${fill(messages.content.inUseCheckFailed, { contentModel: contentModelLabels[model] })} ${lastSentence(text)}`.trim();
}

/** The reason phrases the server answers with (what the browser reports as the response's status text). */
const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A failed call's status text, or 'Unknown error' (no answer, or a status without a known phrase). */
export function statusTextOf(e: unknown): string {
  const status = e instanceof ApiError ? e.status : 0;
  return statusTexts[status] ?? messages.content.unknownError;
}

/** 'Fetch Variables failed' with the status text (spec 2 §8); null for a canceled request, which passes silently. */
export function fetchVariablesFailed(e: unknown): { title: string; detail: string } | null {
  if (isCanceled(e)) return null;
  return { title: messages.content.fetchVariablesFailed, detail: statusTextOf(e) };
}

/** A folder create/rename failure: the server's message, or the spec's fallback ('Unable to create folder') when it gave none. */
export function folderFailureText(e: unknown, fallback: string): string {
  return e instanceof Error && e.message && e.message !== messages.operationFailed ? e.message : fallback;
}
