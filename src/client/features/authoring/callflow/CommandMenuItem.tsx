import { MenuItem } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applies, reasonNow, runnableNow } from '@client/commands/commandRules';
import { useCommands } from '@client/commands/CommandsContext';
import { KeyHint } from '@client/commands/KeyHint';
import { commandTitle } from '@client/commands/registry';

interface Props {
  command: string;
  /** The entry's words where its menu says less than the command's title (the '+' menu names just the kind). */
  text?: string;
  /** Shows the command's keys beside the entry (the default). */
  keys?: boolean;
}

/**
 * An entry of a canvas menu (the tabs' menus) that runs a command of the registry as its key would, with no handler
 * of its own: left out when the command does not apply, greyed out with the rule's reason when it would be refused,
 * with its keys from the keymap.
 */
export function CommandMenuItem({ command: id, text, keys = true }: Props) {
  const { t } = useTranslation('shell');
  const commands = useCommands();
  const command = commands?.byId.get(id);
  if (!commands || !command || !applies(command, commands.ctx)) return null;
  const reason = reasonNow(command, commands.ctx);
  const words = text ?? commandTitle(command, t);
  let shown: ReactNode = words;
  if (reason)
    shown = (
      <span className="cf-menu-text">
        <span>{words}</span>
        <small className="cf-menu-reason">{reason}</small>
      </span>
    );
  return (
    <MenuItem
      icon={command.icon}
      data-command={id}
      disabled={!!reason}
      multiline={!!reason}
      text={shown}
      labelElement={keys && command.shortcut ? <KeyHint command={command.shortcut} /> : undefined}
      onClick={() => {
        if (runnableNow(command, commands.ctx)) command.run(commands.ctx);
      }}
    />
  );
}
