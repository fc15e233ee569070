import { ContextMenuPopover, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { Fragment, useCallback, useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '@shared/flow';
import { applies, reasonNow } from '@client/commands/commandRules';
import { useCommands } from '@client/commands/CommandsContext';
import { KeyHint } from '@client/commands/KeyHint';
import { commandTitle } from '@client/commands/registry';
import type { Command } from '@client/commands/types';
import { useSession } from '@client/session/store';
import { menuSections, type MenuState } from './menuModel';

export interface MenuAt {
  key: string;
  left: number;
  top: number;
}

/** Arrow keys, Home and End move between the entries that can run (Enter runs one, Escape closes). */
function onMenuKey(e: KeyboardEvent<HTMLElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
  if (next === undefined) return;
  e.preventDefault();
  e.stopPropagation();
  items[(next + items.length) % items.length].focus();
}

/**
 * The context menu of a canvas item (right-click, Shift+F10 or the Menu key): a view of the command registry,
 * with the entries the item's shape offers (spec 2 §2), their keys from the keymap, and greyed out with the
 * rule's reason when spec 2 §5 refuses them.
 */
export function NodeContextMenu({
  at,
  item,
  state,
  onClose,
}: {
  at: MenuAt | null;
  item: TreeItem | null;
  state: MenuState;
  onClose(): void;
}) {
  const { t } = useTranslation('shell');
  const commands = useCommands();
  const ctx = commands?.ctx;
  const dark = useSession((s) => s.dark);
  const open = !!at && !!item && !!commands;
  // What the menu offers is decided when it opens: once it has the focus, a command that a focused control would
  // take (Enter on a menu item) must not drop out because the canvas re-rendered under it (presence, refetches).
  const entries = useMemo(
    () =>
      (open ? menuSections(item, state) : []).map((ids) =>
        ids.map((id) => commands!.byId.get(id)).filter((c): c is Command => !!c && applies(c, ctx!)),
      ),
    [open, at, item, state.pasteAvailable, state.goBackAvailable, state.readOnlyReason],
  );
  // The first entry that can run takes the focus when the menu opens (a new menu per opening).
  const focusFirst = useCallback((el: HTMLUListElement | null) => {
    if (el) requestAnimationFrame(() => el.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus());
  }, []);
  const run = (command: Command) => {
    onClose();
    command.run(ctx!);
  };
  const content = (
    <Menu className="cf-menu" aria-label={item?.label} onKeyDown={onMenuKey} ulRef={focusFirst}>
      {item && <MenuDivider title={item.label || item.node.node_type} className="cf-menu-title" />}
      {state.readOnlyReason && (
        <li className="cf-menu-note" role="note">
          {state.readOnlyReason}
        </li>
      )}
      {entries
        .filter((list) => list.length > 0)
        .map((list, s) => (
          <Fragment key={s}>
            {s > 0 && <MenuDivider />}
            {list.map((command) => {
              const reason = reasonNow(command, ctx!);
              return (
                <MenuItem
                  key={command.id}
                  icon={command.icon}
                  data-command={command.id}
                  disabled={!!reason}
                  title={reason ?? undefined}
                  multiline
                  text={
                    <span className="cf-menu-text">
                      <span>{commandTitle(command, t)}</span>
                      {reason && reason !== state.readOnlyReason && <small className="cf-menu-reason">{reason}</small>}
                    </span>
                  }
                  labelElement={command.shortcut && <KeyHint command={command.shortcut} />}
                  onClick={() => run(command)}
                />
              );
            })}
          </Fragment>
        ))}
    </Menu>
  );
  return (
    <ContextMenuPopover
      isOpen={open}
      targetOffset={at ?? undefined}
      onClose={onClose}
      isDarkTheme={dark}
      content={content}
      popoverClassName="cf-menu-popover"
    />
  );
}
