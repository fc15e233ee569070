import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskRevisionHeader } from '@shared/api/versions';
import { messages } from '@shared/messages';
import { ApiError } from '@client/api/http';
import { openCanvas, rememberRevision, sendEdit } from '@client/features/authoring/versions/revision';

/**
 * Every edit of the open canvas carries the revision it shows. A stale edit (409), and an edit of a node another editor
 * removed meanwhile (404: the server no longer knows which task the node was in), reload the canvas; the second is
 * shown in the stale edit's words, not as a missing item.
 */
let close: (() => void) | null = null;
afterEach(() => close?.());

describe('an edit of the open canvas', () => {
  it('carries the revision the canvas shows', async () => {
    close = openCanvas(7, () => {});
    rememberRevision(7, 12);
    const send = vi.fn(async (headers: Record<string, string>) => ({ revision: 13, headers }));
    await sendEdit(send);
    expect(send.mock.calls[0][0]).toEqual({ [taskRevisionHeader]: '12' });
  });

  it('reloads on a stale refusal and passes the refusal on', async () => {
    const reload = vi.fn();
    close = openCanvas(7, reload);
    rememberRevision(7, 12);
    const stale = new ApiError(messages.versions.staleEdit, 409, null);
    await expect(sendEdit(() => Promise.reject(stale))).rejects.toBe(stale);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes a node removed by another editor (404) as a stale edit: reloads, and says so', async () => {
    const reload = vi.fn();
    close = openCanvas(7, reload);
    rememberRevision(7, 12);
    const error = await sendEdit(() => Promise.reject(new ApiError('The requested item was not found.', 404, null))).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe(messages.versions.staleEdit);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a 404 as it is when no canvas is open', async () => {
    const missing = new ApiError('The requested item was not found.', 404, null);
    await expect(sendEdit(() => Promise.reject(missing))).rejects.toBe(missing);
  });
});
