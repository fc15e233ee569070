import { EditableText, Icon, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Canvas } from '@shared/api/flow';
import { checkCanvasRename } from '@shared/flow';
import { notifyUpdateFailed } from '@client/shell/notices';

/** The pseudo-canvas '+' that adds a canvas (spec 2 §2, §9). */
export const addCanvasId = -99;

interface Props {
  canvases: Canvas[];
  current: number;
  readOnly: boolean;
  onSelect(id: number): void;
  onAdd(): void;
  onRename(canvas: Canvas, name: string): Promise<unknown>;
}

function CanvasName({ canvas, others, readOnly, onRename }: { canvas: Canvas; others: string[]; readOnly: boolean; onRename: Props['onRename'] }) {
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
  return <EditableText value={value} onChange={setValue} onConfirm={confirm} selectAllOnFocus maxLength={255} />;
}

/** Canvas tabs: main first, then the extra and handler canvases, then '+'. */
export function CanvasTabs({ canvases, current, readOnly, onSelect, onAdd, onRename }: Props) {
  const { t } = useTranslation('flow');
  const names = canvases.map((c) => c.canvas_name);
  return (
    <Tabs id="cf-canvases" selectedTabId={current} onChange={(id) => (Number(id) === addCanvasId ? onAdd() : onSelect(Number(id)))} className="cf-tabs" animate={false}>
      {canvases.map((c) => (
        <Tab
          key={c.canvas_id}
          id={c.canvas_id}
          icon={c.is_main_canvas ? 'home' : c.is_event_handler ? 'lightning' : c.is_ni_nm_handler ? 'help' : 'document'}
          title={<CanvasName canvas={c} others={names.filter((n) => n !== c.canvas_name)} readOnly={readOnly || c.canvas_id !== current} onRename={onRename} />}
        />
      ))}
      {!readOnly && <Tab id={addCanvasId} title={<Icon icon="plus" aria-label={t('canvas.addCanvas')} />} />}
    </Tabs>
  );
}
