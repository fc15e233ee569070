import { Alert, Button, Tooltip } from '@blueprintjs/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeCategories } from '@shared/api/flow';
import { KeyHint } from '@client/commands/KeyHint';
import { notifyCreateFailed, notifyError, notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { useDeleteNodeType, useSaveNodeType } from './api';
import { bodyOf, draftOf, type DraftField, type DraftIssue, type NodeTypeDraft } from './form';
import type { NodeTypeRow } from './merge';
import { NodeTypeFields } from './NodeTypeFields';
import { formKeys } from '@client/commands/formKeys';

interface Props {
  /** The row being edited; null while a create has not picked its type yet. */
  row: NodeTypeRow | null;
  /** Create mode: the types without a record, to pick from. */
  choices: NodeTypeRow[] | null;
  canWrite: boolean;
  labelOf(row: NodeTypeRow): string;
  onChoose(type: string): void;
  onClose(): void;
}

const blank: NodeTypeDraft = {
  node_type: '',
  category: nodeCategories[2],
  LABEL: '',
  AVAILABLE_TO_ALL_PLANS: false,
  HIDE_NODE_TASK_OVERRIDE: [],
  DROP_RULES: '',
};

/**
 * 'Create Node type' for a type that has no record of its own yet (POST), 'Update Node type' for one that
 * has (PUT); Delete removes the record after a confirmation. Ctrl/Cmd+Enter saves, Escape closes.
 */
export function NodeTypePanel({ row, choices, canWrite, labelOf, onChoose, onClose }: Props) {
  const { t } = useTranslation(['system', 'flow']);
  const [draft, setDraft] = useState<NodeTypeDraft>(() => (row ? draftOf(row.record) : blank));
  const [issues, setIssues] = useState<Partial<Record<DraftField, DraftIssue>>>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveNodeType();
  const remove = useDeleteNodeType();
  const section = useRef<HTMLElement>(null);
  const create = !row || row.status === 'defaults';
  const title = t(create ? 'nodeTypes.createTitle' : 'nodeTypes.updateTitle', { title: t('nodeTypes.itemTitle') });

  useEffect(() => {
    section.current?.querySelector<HTMLElement>(choices ? '#nt-node-type' : '#nt-label')?.focus();
  }, [choices, row?.type]);

  const submit = async () => {
    if (!canWrite || !row || save.isPending) return;
    const result = bodyOf(draft);
    setIssues(result.ok ? {} : result.issues);
    if (!result.ok) return;
    try {
      await save.mutateAsync({ body: result.body, create });
      notifySuccess(t('nodeTypes.saved', { type: row.type }));
    } catch (e) {
      (create ? notifyCreateFailed : notifyUpdateFailed)(e);
    }
  };

  const confirmDelete = async () => {
    if (!row) return;
    setConfirming(false);
    try {
      await remove.mutateAsync(row.type);
      notifySuccess(t('nodeTypes.deleted', { type: row.type }));
    } catch (e) {
      notifyError(e);
    }
  };

  const onKeyDown = formKeys<KeyboardEvent>(
    {
      submit: () => void submit(),
      close: () => {
        if (confirming) return false;
        onClose();
      },
    },
    { stop: ['submit'] },
  );

  return (
    <section ref={section} className="nt-panel" aria-label={title} onKeyDown={onKeyDown} data-testid="node-type-panel">
      <header className="nt-panel-head">
        <h2 className="nt-panel-title">{title}</h2>
        <Tooltip
          content={
            <span>
              {t('nodeTypes.close')} <KeyHint command="form.close" />
            </span>
          }
          placement="bottom"
        >
          <Button variant="minimal" icon="cross" aria-label={t('nodeTypes.close')} onClick={onClose} />
        </Tooltip>
      </header>
      <div className="nt-panel-body">
        <NodeTypeFields
          draft={draft}
          onChange={setDraft}
          issues={issues}
          readOnly={!canWrite || !row}
          choices={choices}
          onChoose={onChoose}
          defaults={row?.defaults ?? null}
          labelOf={labelOf}
        />
      </div>
      <footer className="nt-panel-foot">
        {row && row.status !== 'defaults' && (
          <Button
            intent="danger"
            variant="minimal"
            icon="trash"
            text={t('nodeTypes.delete')}
            disabled={!canWrite}
            loading={remove.isPending}
            onClick={() => setConfirming(true)}
          />
        )}
        <span className="nt-spacer" />
        <Button text={t('nodeTypes.cancel')} onClick={onClose} />
        <Button intent="primary" loading={save.isPending} disabled={!canWrite || !row} onClick={() => void submit()}>
          {t(create ? 'nodeTypes.create' : 'nodeTypes.save')} <KeyHint command="form.submit" />
        </Button>
      </footer>
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText={t('nodeTypes.delete')}
        cancelButtonText={t('nodeTypes.cancel')}
        canEscapeKeyCancel
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <strong>{t('nodeTypes.deleteTitle', { type: row?.type ?? '' })}</strong>
        </p>
        <p>{t('nodeTypes.deleteBody')}</p>
      </Alert>
    </section>
  );
}
