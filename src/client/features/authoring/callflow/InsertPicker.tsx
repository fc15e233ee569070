import { Dialog, Icon } from '@blueprintjs/core';
import { Command as Cmdk } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteSections } from '@shared/flow';
import type { AnyNodeDefinition } from '@shared/plugin-api';
import { rankNodeTypes } from './insertRank';

interface Props {
  open: boolean;
  types: AnyNodeDefinition[];
  onPick(type: string): void;
  onClose(): void;
}

/**
 * N or '/': the node types allowed after the selection, by palette group; while searching, one list with the
 * best match first (the name, then the start of a word, then keywords), so Enter takes what was typed.
 */
export function InsertPicker({ open, types, onPick, onClose }: Props) {
  const { t } = useTranslation('flow');
  const [search, setSearch] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Every opening starts from an empty search with the caret in it, also when the last one is still closing.
  useEffect(() => {
    if (open) setSearch('');
  }, [open]);
  const label = (def: AnyNodeDefinition) => t(def.label.key, { defaultValue: def.label.default });
  const ranked = useMemo(() => (search.trim() ? rankNodeTypes(types, search, label) : null), [types, search]); // eslint-disable-line react-hooks/exhaustive-deps
  // Focus goes back to where it was only when the picker is dismissed: after a pick the node editor that opens
  // keeps the focus it gives its name field (Blueprint's own return would take it back when the transition ends).
  const before = useRef<HTMLElement | null>(null);
  const picked = useRef(false);
  const pick = (type: string) => {
    picked.current = true;
    onPick(type);
  };
  const item = (def: AnyNodeDefinition) => (
    <Cmdk.Item key={def.type} value={def.type} onSelect={() => pick(def.type)} className="studio-palette-item">
      <Icon icon={def.icon as never} className="studio-palette-icon" />
      <span className="studio-palette-title">{label(def)}</span>
    </Cmdk.Item>
  );
  return (
    <Dialog
      isOpen={open}
      onClose={onClose}
      onOpening={() => {
        before.current = document.activeElement as HTMLElement | null;
        picked.current = false;
      }}
      onOpened={() => input.current?.focus()}
      onClosed={() => !picked.current && before.current?.isConnected && before.current.focus()}
      shouldReturnFocusOnClose={false}
      className="studio-palette cf-insert"
      aria-label={t('insert.title')}
    >
      <Cmdk label={t('insert.title')} loop shouldFilter={false}>
        <div className="studio-palette-input">
          <Icon icon="add" />
          <Cmdk.Input ref={input} autoFocus value={search} onValueChange={setSearch} placeholder={t('insert.placeholder')} />
        </div>
        <Cmdk.List className="studio-palette-list">
          <Cmdk.Empty className="studio-palette-empty">{t('insert.empty')}</Cmdk.Empty>
          {ranked
            ? ranked.map(item)
            : paletteSections(types).map((section) => (
                <Cmdk.Group key={section.group} heading={t(`groups.${section.group}`, { defaultValue: section.group })}>
                  {section.items.map(item)}
                </Cmdk.Group>
              ))}
        </Cmdk.List>
      </Cmdk>
    </Dialog>
  );
}
