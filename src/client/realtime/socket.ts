import type { Socket } from 'socket.io-client';
import type { Selection } from '@shared/access/scope';
import { realtimePath, type Ack, type ClientToServerEvents, type ScopeSubscribe, type ServerToClientEvents } from '@shared/realtime';

type StudioSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime channel (spec 1 §7): socket.io at /api/socket.io, authenticated by the token.
 * The client subscribes to the selected scope and moves the subscription when the scope changes.
 */
type Listener = (payload: unknown) => void;

let socket: StudioSocket | null = null;
let connecting: Promise<StudioSocket> | null = null;
let currentToken: string | null = null;
let subscribed: Selection | null = null;
const listeners = new Map<string, Set<Listener>>();
const subscribedListeners = new Set<() => void>();

const scopePayload = (s: Selection): ScopeSubscribe => ({ sp_id: s.spId, ac_id: s.acId });

function emitSubscribe(s: StudioSocket) {
  if (!subscribed || !s.connected) return;
  s.emit('scope:subscribe', scopePayload(subscribed), (ack: Ack) => {
    if (!ack.ok) return console.warn('Realtime subscription refused:', ack.message);
    for (const listener of subscribedListeners) listener();
  });
}

async function open(token: string): Promise<StudioSocket> {
  const { io } = await import('socket.io-client');
  const s: StudioSocket = io({ path: realtimePath, auth: { token }, transports: ['websocket', 'polling'] });
  s.on('connect', () => emitSubscribe(s));
  s.onAny((event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  });
  return s;
}

/** Connects (or reconnects with a new token) and subscribes to `selection`. */
export async function connectRealtime(token: string, selection: Selection) {
  subscribed = selection;
  if (socket && currentToken === token) {
    emitSubscribe(socket);
    return;
  }
  if (connecting && currentToken === token) return;
  disconnectRealtime();
  currentToken = token;
  subscribed = selection;
  const pending = open(token);
  connecting = pending;
  try {
    const s = await pending;
    if (connecting !== pending) {
      s.disconnect();
      return;
    }
    socket = s;
  } finally {
    if (connecting === pending) connecting = null;
  }
}

/** Moves the subscription to another scope; the server leaves the old rooms. */
export function moveSubscription(selection: Selection) {
  subscribed = selection;
  if (socket) emitSubscribe(socket);
}

/** Keeps the handshake token fresh for reconnects after a token refresh. */
export function updateRealtimeToken(token: string) {
  currentToken = token;
  if (socket) socket.auth = { token };
}

export function disconnectRealtime() {
  socket?.disconnect();
  socket = null;
  connecting = null;
  currentToken = null;
  subscribed = null;
}

/** Listens to one server event; returns the function that stops listening. */
export function onRealtime(event: keyof ServerToClientEvents, listener: Listener): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(event, set);
  return () => {
    set.delete(listener);
  };
}

/**
 * Runs `listener` each time the socket's scope subscription is acknowledged (connect, reconnect, scope move): a room
 * joined inside the account rooms (a canvas's) is joined again then, not at the next heartbeat. Returns the off switch.
 */
export function onSubscribed(listener: () => void): () => void {
  subscribedListeners.add(listener);
  return () => {
    subscribedListeners.delete(listener);
  };
}

/** Sends an event to the server when connected (dropped otherwise: callers repeat what must arrive). */
export function emitRealtime<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>) {
  if (socket?.connected) (socket.emit as (e: string, ...a: unknown[]) => void)(event, ...args);
}
