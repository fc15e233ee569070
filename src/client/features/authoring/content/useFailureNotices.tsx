import { Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { notify } from '@client/shell/notices';
import { fetchVariablesFailed } from './failureTexts';

/** Shows 'Fetch Variables failed' with the status text as a danger toast, once per failed load. */
export function useFetchVariablesFailedNotice(query: { error: unknown; errorUpdatedAt: number }, active = true) {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!active || !error) return;
    const notice = fetchVariablesFailed(error);
    if (!notice) return;
    notify({
      intent: Intent.DANGER,
      icon: 'error',
      message: (
        <span className="studio-notice">
          <strong>{notice.title}</strong>
          <span>{notice.detail}</span>
        </span>
      ),
    });
    // Once per failure: a new errorUpdatedAt is a new failed attempt.
  }, [active, error, errorUpdatedAt]);
}
