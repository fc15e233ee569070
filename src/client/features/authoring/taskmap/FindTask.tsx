import { Dialog, DialogBody, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapGraph } from '@shared/taskmap/analysis';

interface Props {
  open: boolean;
  graph: MapGraph;
  onClose(): void;
  onPick(node: number): void;
}

/** F on the map: a task by name (or id); Enter takes the highlighted match, ↑/↓ move between matches. */
export function FindTask({ open, graph, onClose, onPick }: Props) {
  const { t } = useTranslation('taskmap');
  const [text, setText] = useState('');
  const [at, setAt] = useState(0);
  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    const out: number[] = [];
    graph.nodes.forEach((n, i) => {
      if (n.task && (!q || n.task.task_name.toLowerCase().includes(q) || String(n.task.task_id) === q)) out.push(i);
    });
    return out.slice(0, 12);
  }, [graph, text]);
  const pick = (i: number | undefined) => {
    if (i === undefined) return;
    onPick(i);
    setText('');
    setAt(0);
  };
  return (
    <Dialog isOpen={open} onClose={onClose} title={t('find.title')} className="tm-find" autoFocus enforceFocus>
      <DialogBody>
        <InputGroup
          autoFocus
          leftIcon="search"
          placeholder={t('find.placeholder')}
          aria-label={t('find.title')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setAt(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              setAt((a) => Math.max(0, Math.min(matches.length - 1, a + (e.key === 'ArrowDown' ? 1 : -1))));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              pick(matches[at]);
            }
          }}
        />
        {matches.length === 0 ? (
          <p className="tm-find-none">{t('find.none')}</p>
        ) : (
          <Menu className="tm-find-list" aria-label={t('find.title')}>
            {matches.map((i, k) => (
              <MenuItem
                key={i}
                text={graph.nodes[i].task!.task_name}
                label={`#${graph.nodes[i].task!.task_id}`}
                active={k === at}
                onClick={() => pick(i)}
              />
            ))}
          </Menu>
        )}
      </DialogBody>
    </Dialog>
  );
}
