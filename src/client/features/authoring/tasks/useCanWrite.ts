import { useMayWrite } from '@client/session/useMayWrite';

/** The user may change tasks of the selected account (build.tasks.write). */
export const useCanWriteTasks = (): boolean => useMayWrite('build.tasks');
