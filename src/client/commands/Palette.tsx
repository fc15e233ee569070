import { Dialog, Icon } from '@blueprintjs/core';
import { Command as Cmdk } from 'cmdk';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../shell/uiStore';
import { applies, reasonNow } from './commandRules';
import { KeyHint } from './KeyHint';
import { takeHeldKeys } from './paletteKeys';
import { recentCommands, rememberCommand } from './recentCommands';
import { rankEntries, wordFuzzy } from './paletteFilter';
import { paletteCommands } from './paletteCommands';
import { commandTitle } from './registry';
import { commandGroups, type Command, type CommandContext } from './types';
import { useProviderCommands } from './searchProviders';

/** The registry's commands, then what the search providers found that the registry does not have already (a loaded task). */
const withFound = (commands: Command[], found: Command[]) => {
  const known = new Set(commands.map((c) => c.id));
  return [...commands, ...found.filter((c) => !known.has(c.id))];
};

/** The command palette (Ctrl/Cmd+K): every listed command of the registry, searchable, keyboard operable. */
export function Palette({ ctx }: { ctx: CommandContext }) {
  const { t } = useTranslation('shell');
  const open = useShellUi((s) => s.palette);
  const set = useShellUi((s) => s.set);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState('');
  // The input takes the focus as soon as it is in the page, with the keys typed since Ctrl/Cmd+K.
  const inputEl = useRef<HTMLInputElement | null>(null);
  const takeFocus = useCallback((el: HTMLInputElement) => {
    el.focus();
    const typed = takeHeldKeys();
    if (typed) {
      setSearch(typed);
      setSelected('');
    }
  }, []);
  const input = useCallback(
    (el: HTMLInputElement | null) => {
      inputEl.current = el;
      if (el) takeFocus(el);
    },
    [takeFocus],
  );
  // Opened again while it was still closing (Ctrl/Cmd+K just after Escape): the same input is still in the page.
  useEffect(() => {
    if (open && inputEl.current?.isConnected) takeFocus(inputEl.current);
  }, [open, takeFocus]);
  const close = () => {
    set({ palette: false });
    setSearch('');
  };
  // The input comes first: the opening commits the dialog and its focused input alone, and the list of commands
  // follows in a deferred render, so Ctrl/Cmd+K → typing is not held up by building and drawing every command.
  const listed = useDeferredValue(open, false);
  const { found, searching } = useProviderCommands(search, ctx, open);
  // Read at each opening: what was run last time ranks first among equals.
  const recent = useMemo(() => (open ? recentCommands(ctx.user.user_id) : []), [open, ctx.user.user_id]);
  const entries = useMemo(
    () =>
      (listed ? withFound(paletteCommands(ctx), found) : [])
        .filter((c) => c.listed !== false && applies(c, ctx))
        .map((command) => ({
          command,
          title: commandTitle(command, t),
          reason: reasonNow(command, ctx),
        })),
    [listed, ctx, t, found],
  );
  const ranked = useMemo(
    () =>
      rankEntries(
        entries,
        search,
        commandGroups,
        (e) => e.command.group,
        (e) => [e.title, ...e.command.keywords],
        wordFuzzy(search),
        { ids: recent, idOf: (e) => e.command.id },
      ),
    [entries, search, recent],
  );
  const first = ranked[0]?.items.find((e) => !e.reason)?.command.id ?? '';
  const onSearch = (next: string) => {
    setSearch(next);
    setSelected('');
  };

  // Focus goes back to where it was only when the palette is dismissed (Escape, click outside). After a
  // command the screen it opened keeps the focus it gives itself (an editor's first field): Blueprint's own
  // focus return would take it back when the closing transition ends.
  const before = useRef<HTMLElement | null>(null);
  const dismissed = useRef(false);
  const run = (command: Command) => {
    rememberCommand(ctx.user.user_id, command.id);
    dismissed.current = false;
    close();
    command.run(ctx);
  };
  const dismiss = () => {
    dismissed.current = true;
    close();
  };
  const restoreFocus = () => {
    if (dismissed.current && before.current?.isConnected) before.current.focus();
    dismissed.current = false;
  };

  return (
    <Dialog
      isOpen={open}
      onClose={dismiss}
      onOpening={() => {
        // Reopened while closing, the focus is still the palette's own: where to return stays what it was.
        const active = document.activeElement as HTMLElement | null;
        if (!active?.closest('.studio-palette')) before.current = active;
      }}
      onClosed={restoreFocus}
      className="studio-palette"
      aria-label={t('palette.label')}
      shouldReturnFocusOnClose={false}
      autoFocus={false}
    >
      <Cmdk label={t('palette.label')} loop shouldFilter={false} value={selected || first} onValueChange={setSelected}>
        <div className="studio-palette-input">
          <Icon icon="search" />
          <Cmdk.Input ref={input} value={search} onValueChange={onSearch} placeholder={t('palette.placeholder')} />
          <KeyHint command="form.close" />
        </div>
        <Cmdk.List className="studio-palette-list">
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
                  {command.shortcut && <KeyHint command={command.shortcut} />}
                </Cmdk.Item>
              ))}
            </Cmdk.Group>
          ))}
        </Cmdk.List>
        {/* Beside the list, not in it: a listbox holds options only (an empty one is simply empty). */}
        <div className="studio-palette-empty" role="status" hidden={!listed || ranked.length > 0}>
          {listed && ranked.length === 0 ? t(searching ? 'palette.searching' : 'palette.empty') : null}
        </div>
        <div className="studio-palette-footer">
          <span>
            <KeyHint command="list.previous" />
            <KeyHint command="list.next" /> {t('palette.navigate')}
          </span>
          <span>
            <KeyHint command="list.run" /> {t('palette.run')}
          </span>
          <span>
            <KeyHint command="form.close" /> {t('palette.close')}
          </span>
        </div>
      </Cmdk>
    </Dialog>
  );
}
