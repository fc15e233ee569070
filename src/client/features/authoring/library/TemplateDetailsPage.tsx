import { Button, Card, H2, H3, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { notify, notifyError, notifySuccess } from '@client/shell/notices';
import { useSession } from '@client/session/store';
import { libraryKeys } from '@client/api/queryKeys';
import { libraryApi, useTemplate } from './api';
import { CreateFromTemplate } from './CreateFromTemplate';
import { EditTemplateDialog } from './EditTemplateDialog';
import { TemplateOutline } from './TemplateOutline';
import '../buildEnglish';
import './libraryEnglish';
import './library.css';

/** /build/tasks/library/{template_id}: the details view of a template — description, tags, preview, create a task from it. */
export default function TemplateDetailsPage() {
  const { t } = useTranslation(['library', 'flow']);
  const [location, navigate] = useLocation();
  const id = Number(/\/library\/(\d+)/.exec(location)?.[1] ?? 0);
  const decoded = useTemplate(id);
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const [editing, setEditing] = useState(false);
  const refresh = () => selection && qc.invalidateQueries({ queryKey: libraryKeys.all(selection) });

  // Soft delete (spec 1 §4): the undo saves the template again with is_enabled=1 and opens it once more.
  const remove = async () => {
    if (!decoded.data) return;
    const name = decoded.data.template.template_name;
    try {
      await libraryApi.remove(id);
      await refresh();
      notify({
        intent: Intent.PRIMARY,
        icon: 'trash',
        message: t('details.deleted', { name }),
        action: {
          text: t('details.undo'),
          onClick: () =>
            void libraryApi.update(id, { is_enabled: 1 }).then(async () => {
              await refresh();
              notifySuccess(t('details.restored', { name }));
              navigate(`/build/tasks/library/${id}`);
            }, notifyError),
        },
      });
      navigate('/build/tasks/library');
    } catch (e) {
      notifyError(e);
    }
  };

  const back = <Link href="/build/tasks/library">{t('title')}</Link>;
  if (decoded.isPending)
    return (
      <div className="studio-page library-loading" role="status" aria-label={t('loading')}>
        <Spinner size={28} />
      </div>
    );
  if (decoded.isError) {
    return (
      <div className="studio-page">
        <NonIdealState icon="search" title={t('details.notFound')} description={decoded.error.message} action={back} />
      </div>
    );
  }
  const { template, preview } = decoded.data;
  return (
    <div className="studio-page library-page">
      <p>{back}</p>
      <H2>{template.template_name}</H2>
      <div className="library-card-meta">
        <Tag minimal round>
          {t(`flow:taskTypes.${template.task_type}`)}
        </Tag>
        <Tag minimal round>
          {t(`levels.${template.level}`)}
        </Tag>
        <span className="library-muted">{t('nodes', { count: template.node_count })}</span>
        {template.created_by_name && <span className="library-muted">{t('by', { name: template.created_by_name })}</span>}
        {template.can_manage && (
          <>
            <Button variant="minimal" icon="edit" text={t('details.edit')} onClick={() => setEditing(true)} />
            <Button variant="minimal" intent="danger" icon="trash" text={t('details.delete')} onClick={() => void remove()} />
          </>
        )}
      </div>
      {editing && <EditTemplateDialog template={template} onClose={() => setEditing(false)} />}
      <div className="library-details">
        <div>
          <H3>{t('details.description')}</H3>
          <p>{template.description || t('details.noDescription')}</p>
          {template.tags.length > 0 && (
            <>
              <H3>{t('details.tags')}</H3>
              <div className="library-card-tags">
                {template.tags.map((g) => (
                  <Tag key={g} minimal icon="tag">
                    {g}
                  </Tag>
                ))}
              </div>
            </>
          )}
          <Card className="library-create-card">
            <H3>{t('details.create')}</H3>
            <CreateFromTemplate template={template} />
          </Card>
        </div>
        <Card>
          <H3>{t('details.preview')}</H3>
          <TemplateOutline preview={preview} />
        </Card>
      </div>
    </div>
  );
}
