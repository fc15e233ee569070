import { Button, InputGroup, Tag, Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import { ARCHIVED_FOLDER, useContentStore } from '../store';
import { tabWords, type AnyContentTab } from '../tabTypes';
import { editorTitleKey } from '../editor/titles';

interface Props {
  tab: AnyContentTab;
  total: number;
  fetching: boolean;
  canWrite: boolean;
  onMove(): void;
  onDelete(type: 'soft' | 'safe' | 'force'): void;
  onRestore(): void;
}

const searchDelayMs = 250;

/** Search (server-side), the count, Create, and the actions on the multi-selection. */
export function ListToolbar({ tab, total, fetching, canWrite, onMove, onDelete, onRestore }: Props) {
  const { t } = useTranslation('content');
  const count = useContentStore((s) => s.selection.ids.size);
  const inArchived = useContentStore((s) => s.folderId === ARCHIVED_FOLDER);
  const [text, setText] = useState(useContentStore.getState().search);
  useEffect(() => {
    const timer = setTimeout(() => useContentStore.getState().setSearch(text), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  if (count > 0) {
    return (
      <div className="content-toolbar is-selection" role="toolbar" aria-label={t('list.selectionActions')}>
        <Tag round intent="primary" minimal>
          {t('list.selected', { count })}
        </Tag>
        <Button variant="minimal" size="small" text={t('list.clear')} onClick={() => useContentStore.getState().clearSelection()} />
        <span className="content-toolbar-spacer" />
        {inArchived && (
          <Button icon="undo" aria-label={t('actions.restore')} text={t('actions.restore')} disabled={!canWrite} onClick={onRestore} />
        )}
        <Button
          icon="folder-shared-open"
          aria-label={t('actions.moveTo')}
          text={t('actions.moveTo')}
          disabled={!canWrite}
          onClick={onMove}
        />
        {!inArchived && (
          <Tooltip content={messages.content.safeDeleteTooltip} placement="bottom">
            <Button
              icon="archive"
              aria-label={t('actions.safeDelete')}
              text={t('actions.safeDelete')}
              disabled={!canWrite}
              onClick={() => onDelete('safe')}
            />
          </Tooltip>
        )}
        {inArchived ? (
          <Tooltip content={messages.content.forceDeleteTooltip} placement="bottom">
            <Button
              icon="trash"
              intent="danger"
              aria-label={t('actions.forceDelete')}
              text={t('actions.forceDelete')}
              disabled={!canWrite}
              onClick={() => onDelete('force')}
            />
          </Tooltip>
        ) : (
          <Button
            icon="trash"
            intent="danger"
            aria-label={t('actions.delete')}
            text={t('actions.delete')}
            disabled={!canWrite}
            onClick={() => onDelete('soft')}
          />
        )}
      </div>
    );
  }
  return (
    <div className="content-toolbar" role="toolbar">
      <InputGroup
        className="content-search"
        leftIcon="search"
        type="search"
        placeholder={t('list.search', tabWords(t, tab))}
        aria-label={t('list.search', tabWords(t, tab))}
        value={text}
        onValueChange={setText}
        rightElement={fetching ? <span className="content-search-busy" aria-hidden /> : undefined}
      />
      <span className="content-count">{t('list.count', { count: total })}</span>
      <span className="content-toolbar-spacer" />
      <Button
        intent="primary"
        icon="add"
        text={t(editorTitleKey(tab, 'create'))}
        disabled={!canWrite}
        onClick={() => useContentStore.getState().openEditor({ mode: 'create' })}
      />
    </div>
  );
}
