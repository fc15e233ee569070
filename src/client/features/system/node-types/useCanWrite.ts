import { useMayWrite } from '@client/session/useMayWrite';

/** The user may change node-type records (system.node-types.write; the system role). */
export const useCanWriteNodeTypes = (): boolean => useMayWrite('system.node-types');
