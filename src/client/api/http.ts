import { shellMessages as messages } from '@shared/messages-core';
import { scopeHeaders, type Selection } from '@shared/access/scope';
import { fieldLabel } from '@shared/field-label';
import { clientIdHeader } from '@shared/realtime';
import { clientId } from './clientId';

/** An API failure, already reduced to the one text the user sees (the error catalogue, spec 1 §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Raised for requests superseded by a newer one; callers ignore it silently. */
export class CanceledError extends Error {
  constructor() {
    super(messages.operationCanceled);
    this.name = 'CanceledError';
  }
}

export const isCanceled = (e: unknown): e is CanceledError => e instanceof CanceledError;

/** The field an error line names ('task_name: Task name is required.'): forms put the words beside that field. */
const fieldPrefix = /^([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*): (.*)$/s;

/**
 * An error line as a notice shows it, without the field's key: 'Task name is required.' as it is; a rule that
 * speaks of its field ('ani: must be a phone number …') names the field in words ('ANI must be a phone number …').
 */
export function withoutField(line: string): string {
  const named = fieldPrefix.exec(line);
  if (!named) return line;
  const [, field, words] = named;
  return /^[a-z]/.test(words) ? `${fieldLabel(field.split('.'))} ${words}` : words;
}

/** A field's server message: the answer's errors name it first ('ac_name: The name has already been taken.'). */
export function fieldError(errors: readonly string[], field: string): string | null {
  const head = `${field}: `;
  const line = errors.find((e) => e.startsWith(head));
  return line ? line.slice(head.length) : null;
}

/** First item of `errors`, else `message`, else 'Operation Failed'; without the field name the line starts with. */
export function catalogueMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as { errors?: unknown; message?: unknown };
    if (Array.isArray(b.errors) && b.errors.length > 0) {
      const first = b.errors[0];
      if (typeof first === 'string' && first) return withoutField(first);
      if (first && typeof first === 'object' && typeof (first as { message?: unknown }).message === 'string') {
        return withoutField((first as { message: string }).message);
      }
    }
    if (typeof b.message === 'string' && b.message) return withoutField(b.message);
  }
  return messages.operationFailed;
}

/** Where the client gets the token, the selection and the session hooks from (set by the session store). */
export interface HttpContext {
  token(): string | null;
  selection(): Selection | null;
  /** Called after every answered request that counts as activity (not refresh or logout). */
  onActivity(): void;
  /** Called on a 401 from an authenticated call. */
  onUnauthenticated(): void;
}

let context: HttpContext = {
  token: () => null,
  selection: () => null,
  onActivity: () => {},
  onUnauthenticated: () => {},
};

export function setHttpContext(next: HttpContext) {
  context = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Override the selection's scope headers (for example system calls with scope 'all'). */
  selection?: Selection | null;
  signal?: AbortSignal;
  /** Send no scope headers at all. */
  unscoped?: boolean;
  /** Do not count this call as activity (refresh and logout). */
  passive?: boolean;
  /** Expect a Blob answer (downloads). */
  blob?: boolean;
  /** Answer the whole body ({ data, meta }) instead of its data (a page with its totals). */
  whole?: boolean;
  /** Called as the request body goes out (file uploads): bytes sent of the total. */
  onUploadProgress?: (sent: number, total: number) => void;
  /** Extra request headers (the task revision an edit was made on). */
  headers?: Record<string, string>;
  /** Sees the answer's headers before its body is read (the revision of a node list). */
  onHeaders?(headers: Headers): void;
}

/** fetch cannot report an upload's progress; XMLHttpRequest can. Answers a Response as fetch would. */
function sendWithProgress(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [k, v] of Object.entries(init.headers)) xhr.setRequestHeader(k, v);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded, e.total);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | undefined);
  });
}

const inactiveCalls = ['/auth/refresh', '/auth/logout'];

/** The one HTTP helper. Paths are the spec's paths; '/api' is prefixed here. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL('/api' + path, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { Accept: 'application/json', [clientIdHeader]: clientId };
  const token = context.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const selection = options.selection === undefined ? context.selection() : options.selection;
  if (!options.unscoped && selection) Object.assign(headers, scopeHeaders(selection));
  if (options.headers) Object.assign(headers, options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    const init = { method: options.method ?? 'GET', headers, body, signal: options.signal };
    response = options.onUploadProgress ? await sendWithProgress(url, init, options.onUploadProgress) : await fetch(url, init);
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw new CanceledError();
    throw new ApiError(messages.operationFailed, 0, null);
  }
  const passive = options.passive || inactiveCalls.includes(path);
  if (response.status === 401 && token) {
    context.onUnauthenticated();
  } else if (token && !passive) {
    context.onActivity();
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok) options.onHeaders?.(response.headers);
  if (!response.ok) {
    let parsed: unknown = null;
    try {
      // For blob answers of JSON type the message is read from the parsed body.
      parsed = type.includes('json') ? await response.json() : null;
    } catch {
      parsed = null;
    }
    throw new ApiError(catalogueMessage(parsed), response.status, parsed);
  }
  if (options.blob) return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const json = (await response.json()) as Record<string, unknown>;
  // Answers wrap their payload in `data`; node and canvas changes answer { nodes: {data}, node: {data}, canvas: {data} } whole.
  return ('data' in json && !options.whole ? json.data : json) as T;
}
