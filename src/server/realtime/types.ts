import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/realtime';

/** The studio's socket.io server with its typed events (the services hold it; presence and notices use it). */
export type Realtime = Server<ClientToServerEvents, ServerToClientEvents>;
