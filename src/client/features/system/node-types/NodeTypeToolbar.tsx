import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { nodeCategories, type NodeCategory } from '@shared/api/flow';
import { paletteGroups, type PaletteGroup } from '@shared/plugin-api';
import { emptyFilter, recordStatuses, type RecordStatus, type RowFilter } from './merge';

interface Props {
  filter: RowFilter;
  onFilter(next: RowFilter): void;
  shown: number;
  total: number;
}

const orNull = <T extends string>(value: string) => (value === '' ? null : (value as T));

/** Search, palette group, category and record filters of the node-type list. */
export function NodeTypeToolbar({ filter, onFilter, shown, total }: Props) {
  const { t } = useTranslation(['system', 'flow']);
  const set = (patch: Partial<RowFilter>) => onFilter({ ...filter, ...patch });
  const filtered = JSON.stringify(filter) !== JSON.stringify(emptyFilter);
  return (
    <div className="nt-toolbar" role="search">
      <InputGroup
        className="nt-search"
        leftIcon="search"
        type="search"
        value={filter.search}
        onValueChange={(search) => set({ search })}
        placeholder={t('nodeTypes.search')}
        aria-label={t('nodeTypes.search')}
      />
      <HTMLSelect
        aria-label={t('nodeTypes.paletteGroup')}
        value={filter.group ?? ''}
        onChange={(e) => set({ group: orNull<PaletteGroup | 'none'>(e.currentTarget.value) })}
      >
        <option value="">{t('nodeTypes.allGroups')}</option>
        {paletteGroups.map((g) => (
          <option key={g} value={g}>
            {t(`flow:groups.${g}`, { defaultValue: g })}
          </option>
        ))}
        <option value="none">{t('nodeTypes.noGroup')}</option>
      </HTMLSelect>
      <HTMLSelect
        aria-label={t('nodeTypes.columns.category')}
        value={filter.category ?? ''}
        onChange={(e) => set({ category: orNull<NodeCategory>(e.currentTarget.value) })}
      >
        <option value="">{t('nodeTypes.allCategories')}</option>
        {nodeCategories.map((c) => (
          <option key={c} value={c}>
            {t(`nodeTypes.categories.${c}`)}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t('nodeTypes.columns.record')}
        value={filter.status ?? ''}
        onChange={(e) => set({ status: orNull<RecordStatus>(e.currentTarget.value) })}
      >
        <option value="">{t('nodeTypes.allRecords')}</option>
        {recordStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`nodeTypes.status.${s}`)}
          </option>
        ))}
      </HTMLSelect>
      {filtered && <Button variant="minimal" icon="cross" text={t('nodeTypes.clearFilters')} onClick={() => onFilter(emptyFilter)} />}
      <span className="nt-count" aria-live="polite">
        {t('nodeTypes.count', { shown, total })}
      </span>
    </div>
  );
}
