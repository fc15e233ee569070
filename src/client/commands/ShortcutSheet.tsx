import { Classes, Dialog, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../shell/uiStore';
import { KeyHint } from './KeyHint';
import { keymap, layerOf, type ShortcutId } from './keymap';
import { useCommands } from './CommandsContext';
import { commandTitle } from './registry';
import { commandGroups } from './types';

/** Keys that belong to forms and grids rather than to commands: listed from the keymap's form and grid layers. */
const componentLayers = [
  { layer: 'form', title: 'shortcuts.forms', keys: 'shortcuts.keys' },
  { layer: 'grid', title: 'shortcuts.grids', keys: 'shortcuts.gridKeys' },
].map((l) => ({ ...l, ids: (Object.keys(keymap) as ShortcutId[]).filter((id) => layerOf(id) === l.layer) }));

/** The '?' sheet: every command with a binding, generated from the registry and the keymap. */
export function ShortcutSheet() {
  const { t } = useTranslation('shell');
  const open = useShellUi((s) => s.shortcuts);
  const set = useShellUi((s) => s.set);
  const bound = (useCommands()?.list ?? []).filter((c) => c.shortcut && c.shortcut in keymap);
  const groups = commandGroups
    .map((g) => ({ group: g, items: bound.filter((c) => c.group === g) }))
    .filter((g) => g.items.length > 0);
  return (
    <Dialog
      isOpen={open}
      onClose={() => set({ shortcuts: false })}
      title={t('shortcuts.title')}
      icon="key-command"
      className="studio-shortcuts"
    >
      <DialogBody>
        <div className="studio-shortcut-groups">
          {groups.map(({ group, items }) => (
            <section key={group}>
              <h4 className={Classes.HEADING}>{t(`commandGroups.${group}`)}</h4>
              <dl>
                {items.map((c) => (
                  <div key={c.id} className="studio-shortcut-row">
                    <dt>{commandTitle(c, t)}</dt>
                    <dd>
                      <KeyHint command={c.shortcut as ShortcutId} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          {componentLayers.map((l) => (
            <section key={l.layer}>
              <h4 className={Classes.HEADING}>{t(l.title)}</h4>
              <dl>
                {l.ids.map((id) => (
                  <div key={id} className="studio-shortcut-row">
                    <dt>{t(`${l.keys}.${id.slice(l.layer.length + 1)}`)}</dt>
                    <dd>
                      <KeyHint command={id} />
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
