import { Button, Dialog, DialogBody, DialogFooter, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import { notify } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { contentApi } from '../api';
import { inUseCheckFailedText } from '../failureTexts';
import type { AnyContentTab } from '../tabTypes';
import { UsageTree } from './UsageTree';

export interface InUseTarget {
  id: number;
  name: string;
}

/** Check in use: the usage tree or 'This item is not currently in use.'; refresh rebuilds the usage index. */
export function InUseDialog({ tab, target, onClose }: { tab: AnyContentTab; target: InUseTarget | null; onClose(): void }) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const key = contentKeys.inUse(tab.model, target?.id);
  const check = useQuery({
    queryKey: key,
    queryFn: () => contentApi.checkInUse({ content_model: tab.model, content_id: target!.id }),
    enabled: !!target,
    staleTime: 0,
    gcTime: 0,
  });

  const refresh = async () => {
    if (!target) return;
    setRefreshing(true);
    notify({ intent: Intent.PRIMARY, icon: 'info-sign', message: t('inUse.refreshing') });
    try {
      await contentApi.refreshInUse(tab.model, target.id, target.name);
      notify({ intent: Intent.SUCCESS, icon: 'tick-circle', message: messages.content.usageRefreshed });
      await qc.invalidateQueries({ queryKey: key });
    } catch {
      notify({ intent: Intent.DANGER, icon: 'error', message: messages.content.usageRefreshFailed });
    } finally {
      setRefreshing(false);
    }
  };

  const usages = check.data?.in_use ? check.data.usages : [];
  return (
    <Dialog
      isOpen={!!target}
      onClose={onClose}
      title={t('inUse.title', { name: target?.name ?? '' })}
      icon="diagram-tree"
      className="content-dialog"
    >
      <DialogBody>
        {check.isPending ? (
          <Spinner size={24} />
        ) : check.isError ? (
          <NonIdealState icon="error" description={inUseCheckFailedText(tab.model, check.error)} className="content-inuse-failed" />
        ) : usages.length === 0 ? (
          <NonIdealState icon="tick-circle" description={messages.content.notInUse} className="content-inuse-empty" />
        ) : (
          <>
            <p className="content-inuse-count">{t('inUse.count', { count: check.data?.count ?? 0 })}</p>
            <UsageTree usages={usages} />
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="refresh" loading={refreshing} text={t('inUse.refresh')} onClick={() => void refresh()} />
            <Button intent="primary" text={t('actions.close')} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
