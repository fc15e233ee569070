import { Icon, Tag, type Intent } from '@blueprintjs/core';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { nodeCategories } from '@shared/api/flow';
import { paletteGroups } from '@shared/plugin-api';
import type { NodeTypeRow, RecordStatus } from './merge';

const column = createColumnHelper<NodeTypeRow>();

const statusIntent: Record<RecordStatus, Intent> = { defaults: 'none', customised: 'primary', no_plugin: 'warning' };
const groupRank = (row: NodeTypeRow) => (row.group ? paletteGroups.indexOf(row.group) : paletteGroups.length);

/** The short texts of a type's availability: hidden task types, leaf-only, linked domain, domain, feature. */
export function availabilityTexts(row: NodeTypeRow, t: TFunction): string[] {
  const a = row.availability;
  const out: string[] = [];
  if (!a.creatable) out.push(t('nodeTypes.availability.notCreatable'));
  if (a.hiddenFor.length > 0)
    out.push(t('nodeTypes.availability.hiddenFor', { types: a.hiddenFor.map((type) => t(`flow:taskTypes.${type}`)).join(', ') }));
  if (a.leafOnly) out.push(t('nodeTypes.availability.leafOnly'));
  if (a.hiddenUnderLinkedDomain) out.push(t('nodeTypes.availability.linkedDomain'));
  if (a.needsDomain) out.push(t('nodeTypes.availability.needsDomain'));
  if (a.requiresFeature) out.push(t('nodeTypes.availability.requiresFeature', { feature: a.requiresFeature }));
  return out;
}

/**
 * The list's columns; the first shows the label in the user's language over the node_type (and the
 * record's own LABEL when it differs), the second the palette group over the category. Sorting reads
 * the accessor: the label shown, group then category in their display order, the number of
 * availability limits, the all-plans flag and the record status.
 */
export function nodeTypeColumns(t: TFunction, labelOf: (row: NodeTypeRow) => string): ColumnDef<NodeTypeRow, any>[] {
  const cols = [
    column.accessor((row) => labelOf(row), {
      id: 'label',
      header: 'nodeTypes.fields.node_type',
      cell: ({ row, getValue }) => {
        const r = row.original;
        const own = r.defaults && r.record.LABEL !== r.defaults.LABEL;
        return (
          <span className="nt-name">
            <Icon icon={r.icon as never} size={16} />
            <span className="nt-label">
              <span className="nt-label-text">{getValue()}</span>
              <code>{r.type}</code>
              {own && <span className="nt-muted">{t('nodeTypes.recordLabel', { label: r.record.LABEL })}</span>}
            </span>
          </span>
        );
      },
    }),
    column.accessor((row) => groupRank(row) * 10 + nodeCategories.indexOf(row.category), {
      id: 'group',
      header: 'nodeTypes.columns.group',
      cell: ({ row }) => (
        <span className="nt-label">
          {row.original.group ? (
            t(`flow:groups.${row.original.group}`, { defaultValue: row.original.group })
          ) : (
            <span className="nt-muted">{t('nodeTypes.noGroup')}</span>
          )}
          <span className="nt-muted">{t(`nodeTypes.categories.${row.original.category}`)}</span>
        </span>
      ),
    }),
    column.accessor((row) => availabilityTexts(row, t).length, {
      id: 'availability',
      header: 'nodeTypes.columns.availability',
      cell: ({ row }) => {
        const texts = availabilityTexts(row.original, t);
        if (texts.length === 0) return <span className="nt-muted">{t('nodeTypes.availability.everywhere')}</span>;
        return (
          <span className="nt-tags">
            {texts.map((text) => (
              <Tag key={text} minimal>
                {text}
              </Tag>
            ))}
          </span>
        );
      },
    }),
    column.accessor((row) => row.record.AVAILABLE_TO_ALL_PLANS, {
      id: 'allPlans',
      header: 'nodeTypes.columns.allPlans',
      cell: ({ getValue }) =>
        getValue() === 1 ? (
          <Icon icon="tick" intent="success" title={t('nodeTypes.yes')} />
        ) : (
          <span className="nt-muted" title={t('nodeTypes.no')}>
            —
          </span>
        ),
    }),
    column.accessor('status', {
      header: 'nodeTypes.columns.record',
      cell: ({ getValue }) => (
        <Tag minimal intent={statusIntent[getValue()]} className={`nt-status nt-status-${getValue()}`}>
          {t(`nodeTypes.status.${getValue()}`)}
        </Tag>
      ),
    }),
  ];
  return cols as ColumnDef<NodeTypeRow, any>[];
}
