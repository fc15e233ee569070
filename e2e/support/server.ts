import { inject } from 'vitest';

/**
 * The studio server this worker's test files talk to, and its data folder. The run starts one server with fresh
 * demo data per worker (global-setup.ts), so the files of two workers running side by side never see each other's
 * changes: within a worker the files run one after another against its own server, as a run of one worker does.
 * VITEST_POOL_ID numbers the workers from 1 and stays the same for a worker's whole life.
 */
const servers = inject('servers');
const server = servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];

export const baseUrl = server.baseUrl;
export const dataDir = server.dataDir;
