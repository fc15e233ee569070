import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SystemOpenForm, SystemOpenFormAction } from '@shared/api/system-open-forms';
import { useDisplayDate } from '@client/session/useDisplayDate';

interface Props {
  form: SystemOpenForm;
  canWrite: boolean;
  /** The action under way on this row, if any. */
  busy: SystemOpenFormAction | null;
  onAction(action: SystemOpenFormAction): void;
}

/** One system open form: its name and language, engine, account, state, publisher, and what the system role may do to it. */
export function OpenFormRow({ form, canWrite, busy, onAction }: Props) {
  const { t } = useTranslation('system');
  const show = useDisplayDate();
  const archived = form.is_archived === 1;
  return (
    <tr data-open-form={form.open_form_type_id}>
      <th scope="row">
        <span className="sys-setting-name">{form.name}</span>
        <p className="sys-setting-help">{form.language}</p>
      </th>
      <td>{t(`openForms.engines.${form.engine}`)}</td>
      <td>
        {form.ac_name}
        <p className="sys-setting-help">{form.sp_name}</p>
      </td>
      <td>
        <span className="sys-tags">
          <Tag minimal intent={form.is_enabled ? 'success' : 'warning'}>
            {t(form.is_enabled ? 'openForms.enabled' : 'openForms.disabled')}
          </Tag>
          {archived && <Tag minimal>{t('openForms.archived')}</Tag>}
        </span>
      </td>
      <td className="bp6-text-muted">
        {form.published_at
          ? t('openForms.publishedBy', { at: show.dateTime(form.published_at), name: form.published_by_name ?? t('settings.someone') })
          : t('openForms.publishedUnknown')}
      </td>
      {canWrite && (
        <td>
          <span className="sys-actions">
            <Button
              small
              icon={archived ? 'unarchive' : 'archive'}
              text={t(archived ? 'openForms.unarchive' : 'openForms.archive')}
              aria-label={t(archived ? 'openForms.unarchiveNamed' : 'openForms.archiveNamed', { name: form.name })}
              loading={busy === 'archive' || busy === 'unarchive'}
              disabled={busy !== null}
              onClick={() => onAction(archived ? 'unarchive' : 'archive')}
            />
            <Button
              small
              intent="danger"
              minimal
              icon="undo"
              text={t('openForms.unpublish')}
              aria-label={t('openForms.unpublishNamed', { name: form.name })}
              loading={busy === 'unpublish'}
              disabled={busy !== null}
              onClick={() => onAction('unpublish')}
            />
          </span>
        </td>
      )}
    </tr>
  );
}
