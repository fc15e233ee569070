import { defaultSelection, pushRecent } from '@shared/access/switcher';
import type { Selection } from '@shared/access/scope';
import type { SessionUser } from '@shared/api/auth';
import { api } from '../api/http';
import { removeScopedQueries } from '../api/queries';
import { moveSubscription } from '../realtime/socket';
import { notifyError } from '../shell/notices';
import { runScopeChangeHooks, sameSelection } from './scopeHooks';
import { saveRecentProviders, savedRecentProviders, savedSelection, useSession } from './store';

/** Sets the selection, then loads its enabled features (the shell waits for them: scopeReady). */
async function applySelection(selection: Selection) {
  const store = useSession.getState();
  store.setSelection(selection);
  store.setScopeReady(false);
  let features: string[] = [];
  try {
    features = await api<string[]>('/auth/enabled-features', { selection });
  } catch (e) {
    notifyError(e);
  }
  const now = useSession.getState();
  if (!sameSelection(now.selection, selection)) return;
  now.setEnabledFeatures(features);
  now.setScopeReady(true);
}

/** After sign-in or on boot: the saved per-user selection, or the default one. */
export async function establishScope(user: SessionUser) {
  await applySelection(defaultSelection(user, savedSelection(user.user_id)));
}

function rememberProvider(userId: number, spId: number | 'all') {
  if (spId === 'all') return;
  saveRecentProviders(userId, pushRecent(savedRecentProviders(userId), spId));
}

/**
 * Changes provider and/or account (spec 1 §4): clears per-account client state, loads the enabled
 * features and moves the realtime subscription. A screen the new scope does not permit is left for the
 * dashboard by the signed-in area's route guard (SignedInArea), as on a load.
 */
export async function changeScope(next: Selection) {
  const { user, selection: previous } = useSession.getState();
  if (!user || sameSelection(previous, next)) return;
  runScopeChangeHooks(next, previous);
  removeScopedQueries();
  rememberProvider(user.user_id, next.spId);
  await applySelection(next);
  moveSubscription(next);
}
