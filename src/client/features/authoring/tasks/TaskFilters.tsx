import { Button, ButtonGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { taskTypes } from '@shared/api/flow';
import type { TaskFilter } from './api';

interface Props {
  type: TaskFilter;
  onType(type: TaskFilter): void;
  search: string;
  onSearch(search: string): void;
  tag: string | null;
  onTag(tag: string | null): void;
  favourites: boolean;
  onFavourites(on: boolean): void;
}

/** Task type (all by default, the last choice remembered), search, favourites and the chosen tag. */
export function TaskFilters({ type, onType, search, onSearch, tag, onTag, favourites, onFavourites }: Props) {
  const { t } = useTranslation('flow');
  return (
    <div className="tasks-filters">
      <ButtonGroup className="tasks-types" aria-label={t('tasks.typeFilter')}>
        {(['all', ...taskTypes] as TaskFilter[]).map((k) => (
          <Button
            key={k}
            text={k === 'all' ? t('tasks.allTypes') : t(`taskTypes.${k}`)}
            active={type === k}
            aria-pressed={type === k}
            onClick={() => onType(k)}
          />
        ))}
      </ButtonGroup>
      <InputGroup
        className="tasks-search"
        leftIcon="search"
        type="search"
        placeholder={t('tasks.search')}
        aria-label={t('tasks.search')}
        value={search}
        onValueChange={onSearch}
      />
      <Button
        icon={favourites ? 'star' : 'star-empty'}
        intent={favourites ? 'warning' : 'none'}
        variant="minimal"
        active={favourites}
        text={t('tasks.favourites')}
        onClick={() => onFavourites(!favourites)}
      />
      {tag && (
        <Tag large onRemove={() => onTag(null)} icon="tag">
          {tag}
        </Tag>
      )}
    </div>
  );
}
