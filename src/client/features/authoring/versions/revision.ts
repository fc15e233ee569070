import { taskRevisionHeader } from '@shared/api/versions';
import { messages } from '@shared/messages';
import { ApiError } from '@client/api/http';

/**
 * The revision of each task's nodes as this tab last read them, and the task of the open canvas.
 * Every edit of the open canvas carries the revision it shows; the server refuses an edit made on an older one
 * with 409, and the canvas then reloads to show the other person's change.
 */
const revisions = new Map<number, number>();
let open: { taskId: number; reload: () => void } | null = null;

export function rememberRevision(taskId: number, revision: unknown) {
  const value = typeof revision === 'string' && revision !== '' ? Number(revision) : revision;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) revisions.set(taskId, value);
}

/** The header of an edit of the open canvas: the revision it shows. */
export function revisionHeaders(): Record<string, string> {
  const revision = open ? revisions.get(open.taskId) : undefined;
  return revision === undefined ? {} : { [taskRevisionHeader]: String(revision) };
}

/** Reads the revision a node list answers in its header. */
export const revisionFrom = (taskId: number) => (headers: Headers) => rememberRevision(taskId, headers.get(taskRevisionHeader));

/** The canvas of a task is open; `reload` shows the latest state after a stale refusal. Returns the function that closes it. */
export function openCanvas(taskId: number, reload: () => void): () => void {
  const entry = { taskId, reload };
  open = entry;
  return () => {
    if (open === entry) open = null;
  };
}

export const isStale = (e: unknown) => e instanceof ApiError && e.status === 409;

/**
 * An edit of the open canvas answered 404: the node or canvas it names is gone, removed by another editor since this
 * tab read the canvas (the server cannot say which task a removed node belonged to, so it cannot answer 409).
 */
const isGone = (e: unknown) => e instanceof ApiError && e.status === 404;

/**
 * Sends an edit with the revision it was made on; a stale refusal reloads the canvas and is passed on to be shown. An
 * edit of a node another editor removed is stale too: the canvas reloads and says so in the stale edit's words.
 */
export async function sendEdit<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const taskId = open?.taskId;
  const headers = revisionHeaders();
  try {
    const answer = await send(headers);
    const revision = (answer as { revision?: unknown } | undefined)?.revision;
    if (taskId !== undefined) rememberRevision(taskId, revision);
    return answer;
  } catch (e) {
    const onOpenCanvas = !!open && open.taskId === taskId;
    // The revision moves on only when the reloaded nodes arrive: an edit sent before that is refused again.
    if (isStale(e) && onOpenCanvas) open!.reload();
    else if (isGone(e) && onOpenCanvas && taskRevisionHeader in headers) {
      open!.reload();
      throw new ApiError(messages.versions.staleEdit, 409, (e as ApiError).body);
    }
    throw e;
  }
}
