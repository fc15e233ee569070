import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { idleKey } from '@client/api/queryKeys';
import { notifySuccess } from '@client/shell/notices';
import { numberKeys, numbersApi, useAccountSelection } from './api';

/**
 * "Assign number…": the account's enabled numbers, those of this task ticked; a number another task has is shown
 * with that task's name and cannot be ticked (a number is on one task at most). Space ticks, Enter saves.
 */
export function AssignNumbersDialog({ taskId, isOpen, onClose }: { taskId: number; isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation('flow');
  const client = useQueryClient();
  const selection = useAccountSelection();
  const numbers = useQuery({
    queryKey: selection && isOpen ? numberKeys.account(selection) : idleKey('numbers'),
    enabled: !!selection && isOpen,
    queryFn: ({ signal }) => numbersApi.account(signal),
  });
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const mine = new Set((numbers.data ?? []).filter((n) => n.task_id === taskId).map((n) => n.phone_number_id));
  const ticked = chosen ?? mine;
  useEffect(() => {
    if (!isOpen) {
      setChosen(null);
      setError(null);
    }
  }, [isOpen]);
  // The first number takes the focus once the dialog has opened (its own focus goes to itself until then) and its numbers are in.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened && numbers.data) first.current?.focus();
  }, [opened, numbers.data]);

  const toggle = (id: number) =>
    setChosen(() => {
      const next = new Set(ticked);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy || !numbers.data) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await numbersApi.update(taskId, [...ticked]);
      if (selection) await client.invalidateQueries({ queryKey: numberKeys.all(selection) });
      notifySuccess(t('numbers.saved', { count: saved.length }));
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  // Enter saves from a checkbox as from a text field (a form's own Enter only submits from text fields).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') void save(e as unknown as FormEvent);
  };

  let body;
  if (numbers.isPending) body = <Spinner size={24} aria-label={t('numbers.loading')} />;
  else if (numbers.isError)
    body = (
      <NonIdealState
        icon="error"
        description={t('numbers.failed')}
        action={<Button icon="refresh" text={t('tasks.retry')} onClick={() => void numbers.refetch()} />}
      />
    );
  else if (numbers.data.length === 0) body = <NonIdealState icon="phone" description={t('numbers.none')} />;
  else {
    let firstFree = true;
    body = (
      <ul className="tel-assign-list" aria-label={t('numbers.listLabel')}>
        {numbers.data.map((n) => {
          const elsewhere = n.task_id !== null && n.task_id !== taskId;
          const ref = !elsewhere && firstFree ? first : undefined;
          if (!elsewhere) firstFree = false;
          return (
            <li key={n.phone_number_id}>
              <Checkbox
                inputRef={ref}
                checked={ticked.has(n.phone_number_id)}
                disabled={elsewhere}
                onChange={() => toggle(n.phone_number_id)}
                labelElement={
                  <>
                    <span className="tel-number">{n.display_number}</span>
                    {n.label && <span className="bp6-text-muted"> · {n.label}</span>}
                    {elsewhere && <span className="bp6-text-muted"> · {t('numbers.onTask', { task: n.task_name })}</span>}
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpened={() => setOpened(true)}
      onClosed={() => setOpened(false)}
      title={t('numbers.title')}
      icon="phone"
      className="tel-assign"
    >
      <form onSubmit={(e) => void save(e)} onKeyDown={onKeyDown}>
        <DialogBody>
          <p className="bp6-text-muted">{t('numbers.hint')}</p>
          {body}
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('numbers.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('numbers.save')} loading={busy} disabled={!numbers.data} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
