import { Button, Card, HTMLSelect, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayManageTemplate } from '@shared/access/library';
import { isSystemRole, effectiveRole } from '@shared/access/engine';
import type { SpMapping } from '@shared/api/library';
import { notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { idleKey, libraryKeys } from '@client/api/queryKeys';
import { useAccessContext } from '../content/accessContext';
import { libraryApi } from './api';

type OfferFilter = 'all' | 'offered' | 'withdrawn';

/**
 * The system templates a provider offers to its accounts (GET/POST /studio/task-library-sp-mappings):
 * shown with a provider selected to whoever may manage that provider's templates (its admin, a system admin). Each
 * template has an "Offered to my accounts" switch; a filter shows the offered or the withdrawn ones.
 */
export function ProviderOffers() {
  const { t } = useTranslation(['library', 'flow']);
  const ctx = useAccessContext();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<OfferFilter>('all');
  const spId = ctx && ctx.selection.spId !== 'all' ? ctx.selection.spId : null;
  const allowed = !!ctx && spId !== null && mayManageTemplate(ctx, { level: 'sp', sp_id: spId, ac_id: null });
  const system = !!ctx && isSystemRole(effectiveRole(ctx.user, ctx.selection));
  const key = ctx ? libraryKeys.offers(ctx.selection) : idleKey('sp-mappings');
  const offers = useQuery({ queryKey: key, queryFn: ({ signal }) => libraryApi.offers(signal), enabled: allowed });
  const change = useMutation({
    mutationFn: (v: { template: SpMapping; offered: boolean }) => libraryApi.setOffered(v.template.template_id, v.offered),
    onSuccess: (rows, v) => {
      qc.setQueryData(key, rows);
      if (ctx) void qc.invalidateQueries({ queryKey: libraryKeys.all(ctx.selection) });
      notifySuccess(t(v.offered ? 'offers.offeredDone' : 'offers.withdrawnDone', { name: v.template.template_name }));
    },
    onError: notifyUpdateFailed,
  });
  const rows = useMemo(
    () => (offers.data ?? []).filter((r) => filter === 'all' || (filter === 'offered' ? r.offered : !r.offered)),
    [offers.data, filter],
  );
  if (!allowed) return null;

  return (
    <section className="library-offers" aria-labelledby="library-offers-title">
      <h3 id="library-offers-title">{t('offers.title')}</h3>
      <p className="library-muted">{t(system ? 'offers.hintSystem' : 'offers.hint')}</p>
      <HTMLSelect
        aria-label={t('offers.filter')}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value as OfferFilter)}
        options={(['all', 'offered', 'withdrawn'] as const).map((value) => ({ value, label: t(`offers.filters.${value}`) }))}
      />
      {offers.isPending ? (
        <div className="library-loading" role="status" aria-label={t('offers.loading')}>
          <Spinner size={20} />
        </div>
      ) : offers.isError ? (
        <NonIdealState
          icon="error"
          title={t('offers.loadFailed')}
          description={offers.error.message}
          action={<Button icon="refresh" text={t('retry')} onClick={() => void offers.refetch()} />}
        />
      ) : rows.length === 0 ? (
        <NonIdealState icon="book" title={t(filter === 'all' ? 'offers.empty' : 'noMatch')} />
      ) : (
        <ul className="library-offer-list" aria-label={t('offers.title')}>
          {rows.map((r) => (
            <li key={r.template_id}>
              <Card className="library-offer" data-testid={`offer-${r.template_id}`}>
                <span className="library-offer-name">{r.template_name}</span>
                <Tag minimal round>
                  {t(`flow:taskTypes.${r.task_type}`)}
                </Tag>
                {!r.offered && (
                  <Tag minimal intent="warning">
                    {t('offers.withdrawn')}
                  </Tag>
                )}
                <Switch
                  className="library-offer-switch"
                  label={t('offers.switch')}
                  aria-label={`${t('offers.switch')}: ${r.template_name}`}
                  checked={r.offered}
                  disabled={change.isPending}
                  onChange={(e) => change.mutate({ template: r, offered: e.currentTarget.checked })}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
