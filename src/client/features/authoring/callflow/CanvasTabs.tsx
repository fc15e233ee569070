import { Button, EditableText, Icon, Menu, Popover, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Canvas } from '@shared/api/flow';
import { checkCanvasRename } from '@shared/flow';
import { notifyUpdateFailed } from '@client/shell/notices';
import { canvasKinds, type CanvasKind } from './canvasNames';
import { CommandMenuItem } from './CommandMenuItem';

/** The pseudo-canvas '+' that adds a canvas (spec 2 §2, §9). */
export const addCanvasId = -99;

interface Props {
  canvases: Canvas[];
  current: number;
  readOnly: boolean;
  onSelect(id: number): void;
  onRename(canvas: Canvas, name: string): Promise<unknown>;
}

/** The command that adds a canvas of each kind (canvasTabCommands.ts). */
const addCommand: Record<CanvasKind, string> = {
  canvas: 'canvas.addCanvas',
  event: 'canvas.addEventHandler',
  ninm: 'canvas.addNinmHandler',
};

/** The add menu opens with its first kind focused; the up and down arrows move between the kinds, Enter picks one. */
const focusFirstItem = (popover: HTMLElement) => popover.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
function moveInMenu(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  e.preventDefault();
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const step = e.key === 'ArrowDown' ? 1 : -1;
  items[at < 0 ? (step > 0 ? 0 : items.length - 1) : (at + step + items.length) % items.length]?.focus();
}

const iconOf = (c: Canvas) => (c.is_main_canvas ? 'home' : c.is_event_handler ? 'lightning' : c.is_ni_nm_handler ? 'help' : 'document');

function CanvasName({
  canvas,
  others,
  readOnly,
  onRename,
}: {
  canvas: Canvas;
  others: string[];
  readOnly: boolean;
  onRename: Props['onRename'];
}) {
  const [value, setValue] = useState(canvas.canvas_name);
  useEffect(() => setValue(canvas.canvas_name), [canvas.canvas_name]);
  const confirm = (next: string) => {
    const rule = checkCanvasRename(next, canvas.canvas_name, others);
    if (!rule.ok) {
      setValue(canvas.canvas_name);
      if (next.trim() !== canvas.canvas_name.trim()) notifyUpdateFailed(new Error(rule.message));
      return;
    }
    onRename(canvas, next.trim()).catch((e: unknown) => {
      // The server refused: the name reverts (spec 2 §4).
      setValue(canvas.canvas_name);
      notifyUpdateFailed(e);
    });
  };
  if (readOnly) return <span>{canvas.canvas_name}</span>;
  return <EditableText className="cf-canvas-name" value={value} onChange={setValue} onConfirm={confirm} selectAllOnFocus maxLength={255} />;
}

/**
 * Canvas tabs: main first, then the extra and handler canvases, then '+', which adds a canvas, an event-handler
 * canvas or a no-input/no-match handler canvas. The current canvas is renamed in place and deleted from its menu.
 * The menus' entries are the canvas tab commands (canvasTabCommands.ts), which the keys and the palette run too.
 * Every tab passes disabled={false}: Blueprint's tab list moves focus with the arrow keys only among tabs that
 * say aria-disabled="false", which a tab renders only when `disabled` is given.
 */
export function CanvasTabs({ canvases, current, readOnly, onSelect, onRename }: Props) {
  const { t } = useTranslation('flow');
  const [adding, setAdding] = useState(false);
  const names = canvases.map((c) => c.canvas_name);
  const shown = canvases.find((c) => c.canvas_id === current) ?? null;
  // The entries name just the kind (the menu says 'Add a canvas'); their keys are in the palette and the '?' sheet.
  const addMenu = (
    <Menu aria-label={t('canvas.addCanvas')} onKeyDown={moveInMenu}>
      {canvasKinds.map((kind) => (
        <CommandMenuItem key={kind} command={addCommand[kind]} text={t(`canvas.kinds.${kind}`)} keys={false} />
      ))}
    </Menu>
  );
  return (
    <div className="cf-tabs">
      <Tabs
        id="cf-canvases"
        selectedTabId={current}
        onChange={(id) => (Number(id) === addCanvasId ? setAdding(true) : onSelect(Number(id)))}
        animate={false}
      >
        {canvases.map((c) => (
          <Tab
            key={c.canvas_id}
            id={c.canvas_id}
            disabled={false}
            icon={iconOf(c)}
            title={
              <CanvasName
                canvas={c}
                others={names.filter((n) => n !== c.canvas_name)}
                readOnly={readOnly || c.canvas_id !== current}
                onRename={onRename}
              />
            }
          />
        ))}
        {!readOnly && (
          <Tab
            id={addCanvasId}
            disabled={false}
            aria-label={t('canvas.addCanvas')}
            title={
              <Popover
                isOpen={adding}
                onInteraction={(next) => !next && setAdding(false)}
                onOpened={focusFirstItem}
                content={addMenu}
                placement="bottom-start"
              >
                <Icon icon="plus" aria-label={t('canvas.addCanvas')} />
              </Popover>
            }
          />
        )}
      </Tabs>
      {!readOnly && shown && (
        <Popover
          placement="bottom-end"
          content={
            <Menu aria-label={t('canvas.actions')} className="cf-tab-menu">
              <CommandMenuItem command="canvas.renameCanvas" />
              <CommandMenuItem command="canvas.deleteCanvas" />
            </Menu>
          }
        >
          <Button variant="minimal" size="small" icon="more" aria-label={t('canvas.actions')} />
        </Popover>
      )}
    </div>
  );
}
