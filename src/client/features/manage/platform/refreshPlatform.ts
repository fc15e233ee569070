import type { Selection } from '@shared/access/scope';
import type { SessionUser } from '@shared/api/auth';
import { api } from '@client/api/http';
import { queryClient } from '@client/api/queries';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { messages } from '@shared/messages';

/** The contact-center domains a selection covers: the selected account's, or every one of the provider's accounts. */
export function domainsOf(user: SessionUser, selection: Selection): string[] {
  const option = user.account_mappings.find((m) => m.sp_id === selection.spId);
  const accounts = (option?.accounts ?? []).filter((a) => selection.acId === 'all' || a.ac_id === selection.acId);
  return [...new Set(accounts.map((a) => a.domain_id).filter((d): d is string => !!d))].sort();
}

/**
 * Reads the domains' lists again from the contact-center platform (POST /platform/refresh), then lets every screen
 * and node editor that shows them read them anew; says how it went.
 */
export async function refreshPlatform(user: SessionUser, selection: Selection): Promise<void> {
  try {
    for (const domain_id of domainsOf(user, selection)) await api('/platform/refresh', { method: 'POST', selection, body: { domain_id } });
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('ref') || q.queryKey.includes('platform') });
    notifySuccess(messages.platform.refreshed);
  } catch (e) {
    notifyError(e);
  }
}
