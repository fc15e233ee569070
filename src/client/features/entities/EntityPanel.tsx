import { Alert, Button, Callout, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@shared/access/scope';
import type { EntityMeta } from '@shared/entities/define';
import { api, ApiError, fieldError } from '@client/api/http';
import { notify, notifyCreateFailed, notifyError, notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { formKeys } from '@client/commands/formKeys';
import { useEntityActions, type EntityRow } from './api';
import { EntityFields, fieldId } from './EntityFields';
import { createExtras, panelExtras } from './extras';
import type { PanelPart } from './panelPart';
import { bodyField, bodyOf, draftOf, formFields, limitError, limitErrors, type Draft, createTitle } from './form';

interface Props {
  d: EntityMeta;
  selection: Selection;
  /** The open row; null to create one. */
  row: EntityRow | null;
  canWrite: boolean;
  onSaved(row: EntityRow): void;
  onClose(): void;
}

/**
 * The field that had the keys when a save answered: the page shows the saved row in a new panel (and may show it
 * again when the row is refetched), and the keys must come back to that field, or Escape no longer reaches the form.
 */
let keysAfterSave: { fieldId: string; until: number } | null = null;
const keysAfterSaveMs = 5000;

/** The side panel: create or update an item from the descriptor's form; delete with undo, restore, delete permanently. */
export function EntityPanel({ d, selection, row, canWrite, onSaved, onClose }: Props) {
  const { t } = useTranslation('entities');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Only when the keys were lost with the panel this one replaces (they are on the page's body), never taken from elsewhere.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!keysAfterSave || performance.now() > keysAfterSave.until || !lost) return;
    const field = form.current?.querySelector<HTMLElement>(`#${CSS.escape(keysAfterSave.fieldId)}`);
    (field && !field.hasAttribute('disabled')
      ? field
      : form.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button')
    )?.focus();
  }, []);
  const actions = useEntityActions(d, selection);
  const fields = formFields(d, !row, selection.spId === 'all');
  const [initial] = useState<Draft | null>(() => (row ? draftOf(fields, row) : null));
  const [draft, setDraft] = useState<Draft>(() => draftOf(fields, row));
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [confirmForce, setConfirmForce] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  /** What the panel's extra adds to its Save (one Save for the whole item). */
  const part = useRef<PanelPart | null>(null);
  const setPart = (p: PanelPart | null) => void (part.current = p);
  const id = row ? (row[d.idField] as number) : null;
  const name = row ? String(row[d.nameField]) : '';
  const disabled = row?.is_enabled === 0;
  const readOnly = !canWrite || disabled;
  const busy = actions.create.isPending || actions.update.isPending;

  /** The unique-value check call of a field, when it has one and its value changed (spec 3 §5). */
  const check = async (field: string) => {
    const declared = fields.find((f) => f.field === field);
    const broken = declared && (!initial || initial[field] !== draft[field]) ? limitError(declared, draft[field]) : null;
    if (broken) return setErrors((e) => ({ ...e, [field]: broken }));
    const rule = d.unique.find((u) => u.field === field && (u.checkPath || u.checkBy));
    const value = draft[field]?.trim();
    const call = rule?.checkPath ? { method: 'POST' as const, path: rule.checkPath } : rule?.checkBy;
    if (!rule || !call || !value || (initial && initial[field] === draft[field])) return;
    // A `per` column is sent as the form holds it: an id as a number, a choice (profile_type) as its word.
    const per = Object.fromEntries(
      (rule.per ?? []).filter((c) => draft[c]).map((c) => [c, /^\d+$/.test(draft[c]) ? Number(draft[c]) : draft[c]]),
    );
    try {
      if (call.method === 'POST' && 'set' in call && call.set) {
        // A set of one: the item as it would be saved; each answer line names its field.
        const item = { ...bodyOf(fields, draft, null), ...(id ? { [d.idField]: id } : {}) };
        // An item not whole yet (a required field still empty) is refused as a set: the save will say what is missing.
        const answer = await api<{ valid: boolean; errors: string[] }>(call.path, {
          method: 'POST',
          selection,
          body: { [call.set]: [item] },
        }).catch(() => null);
        if (!answer) return;
        const lines = answer.errors.map((l) => l.replace(`${call.set}.0.`, ''));
        const named = fields.filter((f) => f.field === field || fieldError(lines, f.field) !== null);
        setErrors((e) => ({ ...e, ...Object.fromEntries(named.map((f) => [f.field, fieldError(lines, f.field)])) }));
        return;
      }
      const answer =
        call.method === 'GET'
          ? await api<{ valid: boolean; message: string }>(`${call.path}/${encodeURIComponent(value)}`, {
              selection,
              query: id ? { [d.idField]: id } : {},
            })
          : await api<{ valid: boolean; message: string }>(call.path, {
              method: 'POST',
              selection,
              body: { [('valueAs' in call && call.valueAs) || field]: value, ...(id ? { [d.idField]: id } : {}), ...per },
            });
      setErrors((e) => ({ ...e, [field]: answer.valid ? null : answer.message }));
    } catch (e) {
      if (e instanceof ApiError)
        setErrors((old) => ({ ...old, [field]: fieldError((e.body as { errors?: string[] })?.errors ?? [], field) ?? e.message }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly) return;
    // A declared limit is shown at its field before anything is sent (the server would answer the same words).
    const broken = limitErrors(fields, draft, initial);
    const first = fields.find((f) => broken[f.field]);
    if (first) {
      setErrors((old) => ({ ...old, ...broken }));
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first.field))}`)?.focus();
      return;
    }
    let body: Record<string, unknown> = bodyOf(fields, draft, initial);
    try {
      const more = part.current?.body();
      if (more) {
        body = { ...body, ...more };
        const asked = part.current?.beforeSave ? await part.current.beforeSave(body) : {};
        if (asked === false) return;
        body = { ...body, ...asked };
      }
      const send = (b: Record<string, unknown>) => (id ? actions.update.mutateAsync({ id, body: b }) : actions.create.mutateAsync(b));
      let saved: EntityRow;
      try {
        saved = await send(body);
      } catch (err) {
        // A part that can answer the refusal (a change that takes features away, confirmed) saves once more with it.
        if (!(err instanceof ApiError && err.status === 409 && more && part.current?.conflict)) throw err;
        const confirmed = await part.current.conflict(err);
        if (confirmed === false) return;
        saved = await send({ ...body, ...confirmed });
      }
      part.current?.saved?.();
      notifySuccess(t(id ? 'panel.saved' : (d.createWords?.done ?? 'panel.created'), { name: saved[d.nameField] || saved.email }));
      const active = document.activeElement;
      keysAfterSave =
        active instanceof HTMLElement && form.current?.contains(active)
          ? { fieldId: active.id || 'ent-none', until: performance.now() + keysAfterSaveMs }
          : null;
      onSaved(saved);
    } catch (err) {
      const lines = err instanceof ApiError ? ((err.body as { errors?: string[] })?.errors ?? []) : [];
      setErrors(Object.fromEntries(fields.map((f) => [f.field, fieldError(lines, bodyField(f)) ?? fieldError(lines, f.field)])));
      (id ? notifyUpdateFailed : notifyCreateFailed)(err);
    }
  };

  const remove = async () => {
    if (id === null) return;
    try {
      await actions.remove.mutateAsync(id);
      onClose();
      // Soft delete: the undo re-saves the item with is_enabled=1 (spec 3 §4).
      notify({
        intent: Intent.PRIMARY,
        icon: 'trash',
        message: t('panel.deleted', { name }),
        action: {
          text: t('panel.undo'),
          onClick: () => void actions.restore.mutateAsync(id).then(() => notifySuccess(t('panel.restored', { name })), notifyError),
        },
      });
    } catch (err) {
      notifyError(err);
    }
  };

  const restore = () =>
    id !== null &&
    actions.restore.mutateAsync(id).then((saved) => {
      notifySuccess(t('panel.restored', { name }));
      onSaved(saved);
    }, notifyError);
  const forceDelete = () =>
    id !== null &&
    actions.forceDelete.mutateAsync(id).then(() => {
      setConfirmForce(false);
      onClose();
    }, notifyError);
  const clearCache = () =>
    id !== null &&
    actions.clearCache.mutateAsync([id]).then(() => {
      setConfirmClear(false);
      notifySuccess(t('panel.cacheCleared', { name }));
    }, notifyError);
  const title = id ? t('panel.update', { title: t(d.label) }) : createTitle(d, t);
  const Extra = panelExtras[d.name];
  const CreateExtra = createExtras[d.name];
  // Ctrl/Cmd+Enter saves from any field; Escape closes the panel (a confirmation open over it takes its own Escape).
  const onKeyDown = formKeys<KeyboardEvent<HTMLFormElement>>({
    submit: (e) => {
      if (!readOnly && !busy) e.currentTarget.requestSubmit();
    },
    close: () => {
      if (confirmForce || confirmClear) return false;
      onClose();
    },
  });

  return (
    <form ref={form} data-focus-scope className="ent-panel" onSubmit={submit} aria-label={title} onKeyDown={onKeyDown}>
      <div className="ent-panel-head">
        <h2 className="ent-panel-title">{id ? name : title}</h2>
        <Button variant="minimal" icon="cross" aria-label={t('panel.close')} title={t('panel.close')} onClick={onClose} />
      </div>
      <div className="ent-panel-body">
        {id && <p className="ent-muted ent-panel-sub">{title}</p>}
        {disabled && (
          <Callout intent="warning" icon="disable" className="ent-callout">
            {t('panel.disabled')}
          </Callout>
        )}
        {!canWrite && (
          <Callout icon="lock" className="ent-callout">
            {t('panel.readOnly')}
          </Callout>
        )}
        <EntityFields
          fields={fields}
          selection={selection}
          draft={draft}
          errors={errors}
          readOnly={readOnly}
          editing={!!id}
          autoFocus={!id}
          onChange={(field, value) => {
            setDraft((old) => ({ ...old, [field]: value }));
            const declared = fields.find((f) => f.field === field);
            setErrors((old) => ({ ...old, [field]: declared ? limitError(declared, value, true) : null }));
          }}
          onBlur={(field) => void check(field)}
        />
        {id && !disabled && Extra && <Extra row={row!} canWrite={canWrite} selection={selection} setPart={setPart} />}
        {!id && canWrite && CreateExtra && <CreateExtra body={bodyOf(fields, draft, initial)} errors={errors} onDone={onClose} />}
      </div>
      {canWrite && (
        <div className="ent-panel-foot">
          {!disabled && (
            <Button
              type="submit"
              intent="primary"
              icon={!id && d.createWords ? 'envelope' : 'floppy-disk'}
              loading={busy}
              text={t(!id && d.createWords ? d.createWords.submit : 'panel.save')}
            />
          )}
          {disabled && <Button intent="success" icon="undo" text={t('panel.restore')} onClick={() => void restore()} />}
          <span className="ent-spacer" />
          {id && !disabled && (
            <Button variant="minimal" intent="danger" icon="trash" text={t('panel.delete')} onClick={() => void remove()} />
          )}
          {id && d.clearCache && (
            <Button variant="minimal" icon="eraser" text={t('panel.clearCache')} onClick={() => setConfirmClear(true)} />
          )}
          {id && d.forceDeletePath && (
            <Button variant="minimal" intent="danger" icon="delete" text={t('panel.forceDelete')} onClick={() => setConfirmForce(true)} />
          )}
        </div>
      )}
      <Alert
        isOpen={confirmForce}
        intent="danger"
        icon="delete"
        confirmButtonText={t('panel.forceDelete')}
        cancelButtonText={t('panel.cancel')}
        onConfirm={() => void forceDelete()}
        onCancel={() => setConfirmForce(false)}
      >
        {t('panel.forceConfirm', { name })}
      </Alert>
      <Alert
        isOpen={confirmClear}
        canEscapeKeyCancel
        icon="eraser"
        confirmButtonText={t('panel.clearCache')}
        cancelButtonText={t('panel.cancel')}
        loading={actions.clearCache.isPending}
        onConfirm={() => void clearCache()}
        onCancel={() => setConfirmClear(false)}
      >
        {t('panel.clearCacheConfirm', { name })}
      </Alert>
    </form>
  );
}
