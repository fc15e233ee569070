import { Classes, Dialog, DialogBody, InputGroup } from '@blueprintjs/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../shell/uiStore';
import { KeyHint } from './KeyHint';
import { bindingKeys, isMacPlatform, keymap, layerOf, type ShortcutId } from './keymap';
import { runnableNow } from './commandRules';
import { useCommands } from './CommandsContext';
import { commandTitle } from './registry';
import { commandGroups } from './types';

/** Keys that belong to forms and grids rather than to commands: listed from the keymap's form and grid layers. */
const componentLayers = [
  { layer: 'form', title: 'shortcuts.forms', keys: 'shortcuts.keys' },
  { layer: 'grid', title: 'shortcuts.grids', keys: 'shortcuts.gridKeys' },
].map((l) => ({ ...l, ids: (Object.keys(keymap) as ShortcutId[]).filter((id) => layerOf(id) === l.layer) }));

interface Row {
  id: string;
  title: string;
  shortcut: ShortcutId;
}
interface Group {
  key: string;
  title: string;
  rows: Row[];
}

/** The keys of a binding as text ('Ctrl K', 'G D'), for the filter. */
const bindingText = (id: ShortcutId) => bindingKeys(keymap[id], isMacPlatform()).flat().join(' ');

/** A row matches when every word of the filter is in its title or in the text of its keys. */
const matches = (row: Row, words: string[]) => {
  const text = `${row.title} ${bindingText(row.shortcut)}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/**
 * The '?' sheet: every command with a binding, generated from the registry and the keymap. The groups that work on
 * the current screen come first (the canvas's on a canvas, navigation elsewhere); a filter narrows the rows by title
 * or key, and the list scrolls by keyboard from the filter (Page Up/Down) or once tabbed to.
 */
export function ShortcutSheet() {
  const { t } = useTranslation('shell');
  const open = useShellUi((s) => s.shortcuts);
  const set = useShellUi((s) => s.set);
  const commands = useCommands();
  const [filter, setFilter] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const bound = (commands?.list ?? []).filter((c) => c.shortcut && c.shortcut in keymap);
  const here = (id: string) => !!commands && bound.some((c) => c.group === id && runnableNow(c, commands.ctx));
  const groups: Group[] = [
    ...commandGroups
      .map((g) => ({
        key: g,
        title: t(`commandGroups.${g}`),
        rows: bound.filter((c) => c.group === g).map((c) => ({ id: c.id, title: commandTitle(c, t), shortcut: c.shortcut as ShortcutId })),
      }))
      .sort((a, b) => Number(here(b.key)) - Number(here(a.key))),
    ...componentLayers.map((l) => ({
      key: l.layer,
      title: t(l.title),
      rows: l.ids.map((id) => ({ id, title: t(`${l.keys}.${id.slice(l.layer.length + 1)}`), shortcut: id })),
    })),
  ];
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = groups.map((g) => ({ ...g, rows: g.rows.filter((r) => matches(r, words)) })).filter((g) => g.rows.length > 0);
  const scroll = (e: KeyboardEvent) => {
    if (e.key !== 'PageDown' && e.key !== 'PageUp') return;
    e.preventDefault();
    const el = list.current;
    if (el) el.scrollBy({ top: (e.key === 'PageDown' ? 1 : -1) * el.clientHeight * 0.9 });
  };
  return (
    <Dialog
      isOpen={open}
      onClose={() => set({ shortcuts: false })}
      onClosed={() => setFilter('')}
      title={t('shortcuts.title')}
      icon="key-command"
      className="studio-shortcuts"
    >
      <DialogBody useOverflowScrollContainer={false}>
        <InputGroup
          autoFocus
          leftIcon="search"
          value={filter}
          placeholder={t('shortcuts.filter')}
          aria-label={t('shortcuts.filter')}
          onValueChange={setFilter}
          onKeyDown={scroll}
          className="studio-shortcut-filter"
        />
        <div ref={list} className="studio-shortcut-groups" tabIndex={0} role="region" aria-label={t('shortcuts.listLabel')}>
          {shown.length === 0 && <p className={Classes.TEXT_MUTED}>{t('shortcuts.noMatch', { query: filter.trim() })}</p>}
          {shown.map((g) => (
            <section key={g.key}>
              <h4 className={Classes.HEADING}>{g.title}</h4>
              <dl>
                {g.rows.map((r) => (
                  <div key={r.id} className="studio-shortcut-row">
                    <dt>{r.title}</dt>
                    <dd>
                      <KeyHint command={r.shortcut} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <p className={`${Classes.TEXT_MUTED} studio-shortcut-note`}>{t('shortcuts.sequenceNote')}</p>
      </DialogBody>
    </Dialog>
  );
}
