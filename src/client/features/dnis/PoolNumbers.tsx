import { Button, Callout, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoolNumber } from '@shared/api/dnis';
import { dnisPoolsMeta } from '@shared/entities/dnis-pools.screen';
import { api, ApiError } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { notifySuccess } from '@client/shell/notices';
import { downloadFile } from '../authoring/content/files/download';
import type { EntityRow } from '../entities/api';
import '../entities/i18n';
import './dnis.css';

/** The lines of a refusal: each bad row's error (a CSV import, several numbers), else its message. */
const refusalLines = (e: unknown): string[] => {
  const errors = e instanceof ApiError ? ((e.body as { errors?: string[] } | null)?.errors ?? []) : [];
  return errors.length > 1 ? errors : [];
};

/**
 * A DNIS pool's numbers (spec 3 §7 /dnis-pool/pool-numbers): searched by any part of the number, added
 * (one or several, separated by commas or spaces; Enter adds), removed, and imported from a CSV file (the
 * template's header pool_number) — all or nothing, each bad row named.
 */
export default function PoolNumbers({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('entities');
  const selection = useSession((s) => s.selection);
  const client = useQueryClient();
  const poolId = row.pool_id as number;
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; lines: string[] } | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const key = selection ? entityKeys.poolNumbers(selection, poolId, search.trim()) : idleKey();
  const numbers = useQuery({
    queryKey: key,
    enabled: !!selection && row.is_enabled === 1,
    queryFn: ({ signal }) =>
      api<{ data: PoolNumber[]; meta: { total: number } }>('/dnis-pool/pool-numbers', {
        signal,
        selection,
        whole: true,
        query: { pool_id: poolId, search: search.trim(), fetch_all: 0, page: 1, per_page: 200 },
      }),
  });
  if (row.is_enabled !== 1) return null;

  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      notifySuccess(done);
      if (selection) await client.invalidateQueries({ queryKey: entityKeys.all(dnisPoolsMeta, selection) });
      return true;
    } catch (e) {
      setError({ message: e instanceof Error ? e.message : String(e), lines: refusalLines(e) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const given = adding
      .split(/[\s,;]+/)
      .map((n) => n.trim())
      .filter(Boolean);
    if (given.length === 0 || busy) return;
    if (
      await act(
        () => api('/dnis-pool/pool-numbers', { method: 'POST', selection, body: { pool_id: poolId, pool_numbers: given } }),
        t('dnisPools.numbers.added', { count: given.length }),
      )
    )
      setAdding('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void add();
  };
  const importFile = async (picked: File | undefined) => {
    if (!picked) return;
    const form = new FormData();
    form.set('file', picked, picked.name);
    await act(
      () => api(`/dnis-pool/pool-numbers/import?pool_id=${poolId}`, { method: 'POST', selection, body: form }),
      t('dnisPools.numbers.imported', { name: picked.name }),
    );
    if (file.current) file.current.value = '';
  };
  const remove = (n: PoolNumber) =>
    act(
      () => api(`/dnis-pool/pool-numbers/${n.pool_number_id}`, { method: 'DELETE', selection }),
      t('dnisPools.numbers.removed', { number: n.pool_number }),
    );

  const total = numbers.data?.meta.total ?? 0;
  return (
    <section className="dnis-numbers" aria-labelledby="dnis-numbers-title">
      <h3 className="ent-section" id="dnis-numbers-title">
        {t('dnisPools.numbers.title', { count: row.number_count as number })}
      </h3>
      {canWrite && (
        <div className="dnis-numbers-add">
          <InputGroup
            aria-label={t('dnisPools.numbers.add')}
            placeholder={t('dnisPools.numbers.addPlaceholder', { start: row.range_start })}
            value={adding}
            onChange={(e) => setAdding(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            disabled={busy}
          />
          <Button icon="add" text={t('dnisPools.numbers.addButton')} onClick={() => void add()} disabled={busy || !adding.trim()} />
        </div>
      )}
      <div className="dnis-numbers-csv">
        <Button
          minimal
          icon="download"
          text={t('dnisPools.numbers.template')}
          onClick={() => void downloadFile('/dnis-pool/template', 'dnis-pool-template.csv', { selection })}
        />
        {canWrite && (
          <>
            <Button minimal icon="upload" text={t('dnisPools.numbers.import')} onClick={() => file.current?.click()} disabled={busy} />
            <input
              ref={file}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={t('dnisPools.numbers.import')}
              onChange={(e) => void importFile(e.currentTarget.files?.[0])}
            />
          </>
        )}
      </div>
      <div aria-live="polite">
        {error && (
          <Callout intent="danger" className="dnis-numbers-error">
            {error.message}
            {error.lines.length > 0 && (
              <ul>
                {error.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            )}
          </Callout>
        )}
      </div>
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={t('dnisPools.numbers.search')}
        placeholder={t('dnisPools.numbers.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        className="dnis-numbers-search"
      />
      {numbers.isPending && <Spinner size={20} />}
      {numbers.isError && <Callout intent="danger">{numbers.error.message}</Callout>}
      {numbers.data && numbers.data.data.length === 0 && (
        <NonIdealState icon="numbered-list" description={search.trim() ? t('dnisPools.numbers.noMatch') : t('dnisPools.numbers.empty')} />
      )}
      {numbers.data && numbers.data.data.length > 0 && (
        <ul className="dnis-numbers-list" aria-label={t('dnisPools.numbers.list')}>
          {numbers.data.data.map((n) => (
            <li key={n.pool_number_id}>
              <code>{n.pool_number}</code>
              {canWrite && (
                <Button
                  minimal
                  small
                  icon="trash"
                  aria-label={t('dnisPools.numbers.remove', { number: n.pool_number })}
                  title={t('dnisPools.numbers.remove', { number: n.pool_number })}
                  onClick={() => void remove(n)}
                  disabled={busy}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {numbers.data && total > numbers.data.data.length && (
        <p className="dnis-numbers-more">{t('dnisPools.numbers.more', { shown: numbers.data.data.length, total })}</p>
      )}
    </section>
  );
}
