import { Button, type ButtonProps } from '@blueprintjs/core';
import type { ShortcutId } from './keymap';
import { useCommands } from './CommandsContext';

/** The id a toggle's own button carries: pressing the command with the keys on that button counts as in its panel. */
export const commandButtonSelector = (id: string) => `[data-command="${id}"]`;

/**
 * A toolbar button that runs a command of the registry, if the command is enabled now: the button has no handler of
 * its own. Its icon is the command's unless given.
 */
export function CommandButton({ command: id, ...props }: { command: ShortcutId } & Omit<ButtonProps, 'onClick'>) {
  const commands = useCommands();
  const command = commands?.byId.get(id);
  const click = () => {
    if (commands && command && (!command.when || command.when(commands.ctx))) command.run(commands.ctx);
  };
  return <Button icon={command?.icon} {...props} data-command={id} onClick={click} />;
}
