import { Button, Callout } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lastCreated, type EntityRow } from '../../entities/api';
import { notifySuccess } from '@client/shell/notices';
import './i18n';
import './matrix.css';

/**
 * Beside an API key's form: right after it was created, the whole key with a copy button. The key exists in
 * full only in the create answer (the server keeps its hash); reopened later, the key shows masked.
 */
export default function ApiKeyReveal({ row }: { row: EntityRow; canWrite: boolean }) {
  const { t } = useTranslation('roles');
  const created = lastCreated.get('user-api-keys');
  const key =
    created && created.user_api_key_id === row.user_api_key_id && String(created.api_key).startsWith('stk_')
      ? String(created.api_key)
      : null;
  // Once this panel closes, the key is gone from the page too.
  useEffect(() => () => void (key && lastCreated.delete('user-api-keys')), [key]);
  if (!key) return null;
  const copy = () => void navigator.clipboard?.writeText(key).then(() => notifySuccess(t('apiKeys.copied')));
  return (
    <Callout intent="primary" icon="key" className="ent-callout" title={t('apiKeys.shownOnce')}>
      <code className="ent-code pm-key" data-testid="api-key-once">
        {key}
      </code>
      <Button icon="duplicate" text={t('apiKeys.copy')} onClick={copy} />
    </Callout>
  );
}
