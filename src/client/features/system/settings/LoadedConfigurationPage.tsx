import { Button, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { useLoadedConfiguration } from './api';
import './settings.css';

/**
 * /system/loaded-configuration: every setting the running server read from its environment, where it came from,
 * and its value; secrets masked (a URL shown without its password). Read only: the environment changes them.
 */
export default function LoadedConfigurationPage() {
  const { t } = useTranslation('system');
  const config = useLoadedConfiguration();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (config.data ?? []).filter((e) => !q || e.key.toLowerCase().includes(q) || (e.value ?? '').toLowerCase().includes(q));
  }, [config.data, search]);

  let body;
  if (config.isPending)
    body = (
      <div className="sys-state">
        <Spinner size={28} />
      </div>
    );
  else if (config.isError)
    body = (
      <NonIdealState
        className="sys-state"
        icon="error"
        title={t('configuration.loadFailed')}
        description={config.error.message}
        action={<Button icon="refresh" text={t('settings.retry')} onClick={() => void config.refetch()} />}
      />
    );
  else if (shown.length === 0)
    body = <NonIdealState className="sys-state" icon="search" title={t('configuration.noMatch', { search: search.trim() })} />;
  else
    body = (
      <HTMLTable compact className="sys-table" aria-label={t('configuration.title')}>
        <thead>
          <tr>
            <th scope="col">{t('configuration.key')}</th>
            <th scope="col">{t('configuration.value')}</th>
            <th scope="col">{t('configuration.source')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((e) => (
            <tr key={e.key} data-key={e.key}>
              <th scope="row">
                <code>{e.key}</code>
              </th>
              <td>
                {e.value === null ? (
                  <span className="bp6-text-muted">{t('configuration.unset')}</span>
                ) : (
                  <code className="sys-config-value">{e.value}</code>
                )}
                {e.secret && (
                  <Tag minimal icon="lock" className="sys-config-masked">
                    {t('configuration.masked')}
                  </Tag>
                )}
              </td>
              <td>
                <Tag minimal intent={e.source === 'environment' ? 'primary' : 'none'}>
                  {t(`configuration.sources.${e.source}`)}
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  return (
    <div className="sys-page" data-testid="loaded-configuration">
      <p className="bp6-text-muted sys-subtitle">{t('configuration.subtitle')}</p>
      <InputGroup
        className="sys-search"
        type="search"
        leftIcon="search"
        placeholder={t('configuration.search')}
        aria-label={t('configuration.search')}
        value={search}
        onValueChange={setSearch}
      />
      {body}
    </div>
  );
}
