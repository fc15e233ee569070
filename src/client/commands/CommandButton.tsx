import { Button, type ButtonProps } from '@blueprintjs/core';
import { runnableNow } from './commandRules';
import { useCommands } from './CommandsContext';

/** The id a toggle's own button carries: pressing the command with the keys on that button counts as in its panel. */
export const commandButtonSelector = (id: string) => `[data-command="${id}"]`;

/**
 * A toolbar button that runs a command of the registry, if the command may run now (as its key would): the button
 * has no handler of its own. Its icon is the command's unless given.
 */
export function CommandButton({ command: id, ...props }: { command: string } & Omit<ButtonProps, 'onClick' | 'onMouseDown'>) {
  const commands = useCommands();
  const command = commands?.byId.get(id);
  const click = () => {
    if (commands && command && runnableNow(command, commands.ctx)) command.run(commands.ctx);
  };
  // The button takes the focus on press in every browser (Safari leaves it where it was), so a command that rests
  // while a text field has the keys sees the button, not the field, as where the keys are.
  return <Button icon={command?.icon} {...props} data-command={id} onMouseDown={(e) => e.currentTarget.focus()} onClick={click} />;
}
