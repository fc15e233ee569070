import { Button, Icon, Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

export const folderDropId = (id: number) => `folder:${id}`;

interface Props {
  id: number;
  name: string;
  icon: IconName;
  active: boolean;
  onSelect(): void;
  onRename?(): void;
  onDelete?(): void;
}

/** One folder of the sidebar; selected rows can be dropped on it. */
export function FolderRow({ id, name, icon, active, onSelect, onRename, onDelete }: Props) {
  const { t } = useTranslation('content');
  const { setNodeRef, isOver, active: dragging } = useDroppable({ id: folderDropId(id), data: { folderId: id } });
  const classes = ['content-folder', active && 'is-active', isOver && 'is-over', dragging && 'is-drop-target'].filter(Boolean).join(' ');
  return (
    <li ref={setNodeRef} className={classes} data-folder-id={id}>
      <button type="button" className="content-folder-main" onClick={onSelect} aria-current={active || undefined}>
        <Icon icon={icon} size={14} />
        <span className="content-folder-name">{name}</span>
      </button>
      {(onRename || onDelete) && (
        <span className="content-folder-actions">
          {onRename && (
            <Tooltip content={t('folders.rename')} placement="top" hoverOpenDelay={500}>
              <Button variant="minimal" size="small" icon="edit" aria-label={t('folders.renameNamed', { name })} onClick={onRename} />
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip content={t('folders.delete')} placement="top" hoverOpenDelay={500}>
              <Button variant="minimal" size="small" icon="trash" aria-label={t('folders.deleteNamed', { name })} onClick={onDelete} />
            </Tooltip>
          )}
        </span>
      )}
    </li>
  );
}
