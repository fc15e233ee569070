import { Dialog, Icon } from '@blueprintjs/core';
import { Command as Cmdk, defaultFilter } from 'cmdk';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../shell/uiStore';
import { KeyHint } from './KeyHint';
import { rankEntries } from './paletteFilter';
import { buildCommands, commandGroups, commandTitle, type Command, type CommandContext } from './registry';

/** The command palette (Ctrl/Cmd+K): every listed command of the registry, searchable, keyboard operable. */
export function Palette({ ctx }: { ctx: CommandContext }) {
  const { t } = useTranslation('shell');
  const open = useShellUi((s) => s.palette);
  const set = useShellUi((s) => s.set);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const close = () => {
    set({ palette: false });
    setSearch('');
  };
  const entries = useMemo(
    () =>
      buildCommands(ctx)
        .filter((c) => c.listed !== false && (!c.when || c.when(ctx)))
        .map((command) => ({ command, title: commandTitle(command, t), reason: command.disabledReason?.(ctx) ?? null })),
    [ctx, t],
  );
  const ranked = useMemo(
    () =>
      rankEntries(
        entries,
        search,
        commandGroups,
        (e) => e.command.group,
        (e) => [e.title, ...e.command.keywords],
        (text) => defaultFilter(text, search),
      ),
    [entries, search],
  );
  const first = ranked[0]?.items.find((e) => !e.reason)?.command.id ?? '';
  const onSearch = (next: string) => {
    setSearch(next);
    setSelected('');
  };

  const run = (command: Command) => {
    close();
    command.run(ctx);
  };

  return (
    <Dialog
      isOpen={open}
      onClose={close}
      className="studio-palette"
      aria-label={t('palette.label')}
      shouldReturnFocusOnClose
      autoFocus={false}
      onOpened={() => input.current?.focus()}
    >
      <Cmdk label={t('palette.label')} loop shouldFilter={false} value={selected || first} onValueChange={setSelected}>
        <div className="studio-palette-input">
          <Icon icon="search" />
          <Cmdk.Input ref={input} autoFocus value={search} onValueChange={onSearch} placeholder={t('palette.placeholder')} />
          <KeyHint binding="escape" />
        </div>
        <Cmdk.List className="studio-palette-list">
          {ranked.length === 0 && <div className="studio-palette-empty">{t('palette.empty')}</div>}
          {ranked.map(({ group, items }) => (
            <Cmdk.Group key={group} value={group} heading={t(`commandGroups.${group}`)}>
              {items.map(({ command, title, reason }) => (
                <Cmdk.Item
                  key={command.id}
                  value={command.id}
                  disabled={!!reason}
                  onSelect={() => run(command)}
                  className="studio-palette-item"
                >
                  <Icon icon={command.icon ?? 'chevron-right'} className="studio-palette-icon" />
                  <span className="studio-palette-title">{title}</span>
                  {reason && <span className="studio-palette-reason">{reason}</span>}
                  {command.shortcut && <KeyHint shortcut={command.shortcut} />}
                </Cmdk.Item>
              ))}
            </Cmdk.Group>
          ))}
        </Cmdk.List>
        <div className="studio-palette-footer">
          <span>
            <KeyHint binding="arrowup" />
            <KeyHint binding="arrowdown" /> {t('palette.navigate')}
          </span>
          <span>
            <KeyHint binding="enter" /> {t('palette.run')}
          </span>
          <span>
            <KeyHint binding="escape" /> {t('palette.close')}
          </span>
        </div>
      </Cmdk>
    </Dialog>
  );
}
