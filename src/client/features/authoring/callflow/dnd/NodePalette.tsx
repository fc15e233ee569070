import { useDraggable } from '@dnd-kit/core';
import { Icon, InputGroup } from '@blueprintjs/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteSections } from '@shared/flow';
import type { AnyNodeDefinition } from '@shared/plugin-api';
import { rankNodeTypes } from '../insertRank';
import type { DragData } from './CanvasDnd';

/** One node type: drag it onto a drop box, or press it to put it after the selected node. */
const PaletteItem = memo(function PaletteItem({
  def,
  label,
  onPick,
}: {
  def: AnyNodeDefinition;
  label: string;
  onPick(type: string): void;
}) {
  const data = useMemo<DragData>(() => ({ payload: { kind: 'new', nodeType: def.type } }), [def.type]);
  // The button is focusable and pressable as it is: dnd-kit's keyboard-drag attributes are not needed (N inserts).
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `palette:${def.type}`, data });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`cf-palette-item${isDragging ? ' cf-palette-dragging' : ''}`}
      data-node-type={def.type}
      {...listeners}
      onClick={() => onPick(def.type)}
    >
      <Icon icon={def.icon as never} size={14} />
      <span>{label}</span>
    </button>
  );
});

/**
 * The node palette (spec 2 §2): the types offered in this task, in the spec's group order (Voice, Messaging,
 * Services, Transfer, Generative AI, Data, Flow, QforMe, Security & payments, More), with a filter.
 */
export function NodePalette({ types, onPick }: { types: AnyNodeDefinition[]; onPick(type: string): void }) {
  const { t } = useTranslation('flow');
  const [search, setSearch] = useState('');
  const label = (def: AnyNodeDefinition) => t(def.label.key, { defaultValue: def.label.default });
  const sections = useMemo(
    () => (search.trim() ? [{ group: null, items: rankNodeTypes(types, search, label) }] : paletteSections(types)),
    [types, search], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <aside className="cf-palette" aria-label={t('canvas.palette')}>
      <InputGroup
        small
        leftIcon="search"
        value={search}
        onValueChange={setSearch}
        placeholder={t('canvas.paletteFilter')}
        aria-label={t('canvas.paletteFilter')}
      />
      <div className="cf-palette-list">
        {sections.every((s) => s.items.length === 0) && <p className="cf-palette-empty">{t('insert.empty')}</p>}
        {sections.map((section) => (
          <section
            key={section.group ?? 'found'}
            className="cf-palette-group"
            aria-label={section.group ? t(`groups.${section.group}`, { defaultValue: section.group }) : undefined}
          >
            {section.group && <h5>{t(`groups.${section.group}`, { defaultValue: section.group })}</h5>}
            {section.items.map((def) => (
              <PaletteItem key={def.type} def={def} label={label(def)} onPick={onPick} />
            ))}
          </section>
        ))}
      </div>
    </aside>
  );
}
