import { Button, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { EntityMeta } from '@shared/entities/define';
import { entityInSentence } from './i18n';
import { createTitle } from './form';

interface Props {
  d: EntityMeta;
  search: string;
  onSearch(value: string): void;
  filters: Record<string, string>;
  onFilter(field: string, value: string): void;
  shown: number;
  canWrite: boolean;
  onCreate(): void;
}

/** Search (server-side, in the descriptor's search fields), the descriptor's filters, the count and Create. */
export function EntityToolbar({ d, search, onSearch, filters, onFilter, shown, canWrite, onCreate }: Props) {
  const { t } = useTranslation('entities');
  const words = entityInSentence(t, d);
  const items = words.many;
  return (
    <div className="ent-toolbar">
      <InputGroup
        className="ent-search"
        type="search"
        leftIcon="search"
        placeholder={t('list.search', { items })}
        aria-label={t('list.search', { items })}
        value={search}
        onValueChange={onSearch}
      />
      {d.list.filters.map((f) => (
        <SegmentedControl
          key={f.field}
          size="small"
          aria-label={t('filters.label')}
          value={filters[f.field]}
          onValueChange={(v) => onFilter(f.field, v)}
          options={f.options.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
      ))}
      <span className="ent-count">{t('list.count', { count: shown })}</span>
      <Button intent="primary" icon="add" disabled={!canWrite} text={createTitle(d, t)} onClick={onCreate} />
    </div>
  );
}
