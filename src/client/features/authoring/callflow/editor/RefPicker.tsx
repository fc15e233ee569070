import { Button, Classes, Icon, InputGroup, Popover, type Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import type { Selection } from '@shared/access/scope';
import { canAccess } from '@shared/access/engine';
import { hasFeature } from '@shared/access/permissions';
import { useSession } from '@client/session/store';
import type { CurrentTask } from './linkTasks';
import { initialActive, moveActive, pickerEntries, typedOpener, type PickerEntry } from './pickerList';
import {
  isCreatable,
  libraryCreateUrl,
  listedOf,
  refListKey,
  refSources,
  type CreateWay,
  type CreatedModel,
  type RefOption,
} from './refSources';
import type { RefModel } from '@shared/plugin-api/editor-fields';
import './refPicker.css';
import { formKeys } from '@client/commands/formKeys';
import { lazyChunk } from '@client/shell/chunks';

const CreateRefDialog = lazyChunk(() => import('./CreateRefDialog'));
const CreateTaskDialog = lazyChunk(() => import('./CreateTaskDialog'));

interface Props {
  /** The control's id (diagnostics focus it, the label points at it). */
  id: string;
  model: RefModel;
  value: number | null;
  /** The list to choose from; undefined while it loads. */
  options: readonly RefOption[] | undefined;
  failed: boolean;
  optional: boolean;
  disabled: boolean;
  intent?: Intent;
  onChange(id: number | null): void;
  t: TFunction<'flow'>;
  /** The task edited in: a new task (link_task's target) is made with its type. */
  task?: CurrentTask;
}

/** How a new item is made here: content in a dialog or the library; a task in a dialog, of the task's type. */
type Creation =
  | { kind: 'content'; way: CreateWay; model: CreatedModel; selection: Selection }
  | { kind: 'task'; way: 'dialog'; from: CurrentTask };

/** How the user may create items of the model here (its permission to write, and its feature), or null. */
function useCreateWay(model: RefModel, task: CurrentTask | undefined): Creation | null {
  const user = useSession((s) => s.user);
  const selection = useSession((s) => s.selection);
  const features = useSession((s) => s.enabledFeatures);
  return useMemo(() => {
    if (!user || !selection || selection.acId === 'all') return null;
    const may = (permission: string) => canAccess({ user, selection, enabledFeatures: features }, permission, 'write').allowed;
    if (model === 'task') return task && may('build.tasks') ? { kind: 'task', way: 'dialog', from: task } : null;
    if (!isCreatable(model)) return null;
    const source = refSources[listedOf(model)];
    if (source.feature && !hasFeature(features, source.feature)) return null;
    return may(source.permission) ? { kind: 'content', way: source.create, selection, model } : null;
  }, [user, selection, features, model, task]);
}

/**
 * A content picker: a button showing the choice ('name · #id'); opened (Enter, Space, Down or typing), a search
 * box filters the account's items; Up/Down move, Enter chooses, Escape closes the list only. Its last row creates
 * a new item in place (or in the content library, for types that need more than a name).
 */
export function RefPicker({ id, model, value, options, failed, optional, disabled, intent, onChange, t, task }: Props) {
  const qc = useQueryClient();
  const create = useCreateWay(model, task);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const listId = `${useId()}-list`;

  const { entries, hidden } = useMemo(
    () => pickerEntries({ options: options ?? [], query, value, optional, canCreate: !!create }),
    [options, query, value, optional, create],
  );
  useEffect(() => setActive(initialActive(entries, value, query)), [entries, value, query]);
  useEffect(() => {
    if (open) list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);
  // The search box takes the focus once the list shows (after the overlay has placed it).
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => search.current !== document.activeElement && search.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const chosen = value === null ? null : (options?.find((o) => o.id === value) ?? null);
  const text =
    value === null
      ? failed
        ? t('editor.picker.failed')
        : options
          ? t(`editor.choose.${model}`)
          : t('editor.loading')
      : chosen
        ? `${chosen.name} · #${chosen.id}`
        : options
          ? t('editor.missing', { id: value })
          : `#${value}`;

  const show = (typed = '') => {
    setQuery(typed);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (entry: PickerEntry | undefined) => {
    if (!entry) return;
    if (entry.kind === 'create') return startCreate();
    close();
    if (entry.kind === 'none') onChange(null);
    else if (entry.kind === 'option') onChange(entry.option.id);
  };
  const startCreate = () => {
    if (!create) return;
    setOpen(false);
    if (create.way === 'dialog') return setCreating(query.trim());
    if (create.kind !== 'content') return;
    window.open(libraryCreateUrl(listedOf(create.model), create.selection), '_blank', 'noopener');
    // Back from the library's tab, the list is read again so the new item can be chosen.
    const key = refListKey(create.selection, listedOf(create.model));
    window.addEventListener('focus', () => void qc.invalidateQueries({ queryKey: key }), { once: true });
    button.current?.focus();
  };

  const endCreate = () => {
    setCreating(null);
    requestAnimationFrame(() => button.current?.focus());
  };
  const created = (item: RefOption) => {
    endCreate();
    onChange(item.id);
  };

  const formKey = formKeys<KeyboardEvent<HTMLInputElement>>(
    {
      // Ctrl/Cmd+Enter saves the editor with the highlighted row taken: the form around the picker is
      // submitted once the choice has rendered.
      submit: () => {
        const entry = entries[active];
        if (entry && entry.kind !== 'create') choose(entry);
        else close();
        const form = button.current?.closest('form');
        requestAnimationFrame(() => form?.requestSubmit());
      },
    },
    { stop: ['submit'] },
  );
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (formKey(e)) return;
    const next = moveActive(active, entries.length, e.key);
    if (next !== null) {
      e.preventDefault();
      setActive(next);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      choose(entries[active]);
    } else if (e.key === 'Escape') {
      // Only the list closes, not the editor around it.
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab') {
      // Focus moves on from the picker, as from any field.
      setOpen(false);
      button.current?.focus();
    }
  };
  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const typed = typedOpener(e);
    if (open) {
      // A key that reaches the button before the search box took the focus acts as it would there: the text goes
      // on, and Up/Down move through the rows (they must not start a fresh search).
      const next = moveActive(active, entries.length, e.key);
      if (typed !== null) setQuery((q) => q + typed);
      else if (next !== null) setActive(next);
      else return;
      e.preventDefault();
      search.current?.focus();
    } else if (typed !== null || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(typed ?? '');
    }
  };

  const row = (entry: PickerEntry, index: number) => {
    const own = entry.kind === 'option' ? entry.option.id === value : entry.kind === 'missing' || (entry.kind === 'none' && value === null);
    const content =
      entry.kind === 'none' ? (
        <span className={Classes.FILL}>{t('editor.none')}</span>
      ) : entry.kind === 'missing' ? (
        <>
          <Icon icon="warning-sign" intent="warning" />
          <span className={Classes.FILL}>{t('editor.missing', { id: entry.id })}</span>
        </>
      ) : entry.kind === 'option' ? (
        <>
          <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{entry.option.name}</span>
          <span className={Classes.MENU_ITEM_LABEL}>#{entry.option.id}</span>
        </>
      ) : (
        <>
          <Icon icon="add" />
          <span className={Classes.FILL}>{t(`editor.createNew.${model}`)}</span>
          {create?.way === 'library' && <span className={Classes.MENU_ITEM_LABEL}>{t('editor.picker.newTab')}</span>}
        </>
      );
    return (
      <li
        key={entry.kind === 'option' ? entry.option.id : entry.kind}
        role="option"
        id={`${listId}-${index}`}
        aria-selected={own}
        data-index={index}
        className={entry.kind === 'create' ? 'cf-picker-create' : undefined}
      >
        <div
          className={`${Classes.MENU_ITEM}${index === active ? ` ${Classes.ACTIVE}` : ''}${own ? ` ${Classes.SELECTED}` : ''}`}
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => index !== active && setActive(index)}
          onClick={() => choose(entry)}
        >
          {content}
        </div>
      </li>
    );
  };

  return (
    <>
      <Popover
        isOpen={open}
        // A controlled Popover reports its own opening too: only a closed picker starts a fresh search.
        onInteraction={(next) => (!next ? setOpen(false) : !open && show())}
        placement="bottom-start"
        matchTargetWidth
        fill
        minimal
        targetTagName="div"
        enforceFocus={false}
        // The search box takes the focus itself; the overlay's own focus trap would catch the keys typed meanwhile.
        autoFocus={false}
        // Inside the editor's drawer, which keeps the focus within its own DOM: a portal would lose it to the drawer.
        usePortal={false}
        positioningStrategy="fixed"
        disabled={disabled}
        popoverClassName="cf-picker-popover"
        content={
          <div className="cf-picker">
            <InputGroup
              inputRef={search}
              autoFocus
              leftIcon="search"
              placeholder={t('editor.picker.search')}
              value={query}
              onValueChange={setQuery}
              onKeyDown={onSearchKey}
              // The text typed to open the list stays and more is typed after it.
              onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-activedescendant={entries.length ? `${listId}-${active}` : undefined}
              aria-autocomplete="list"
              aria-label={t('editor.picker.search')}
            />
            <ul ref={list} id={listId} role="listbox" className={`${Classes.MENU} cf-picker-list`} aria-label={t(`editor.choose.${model}`)}>
              {entries.map(row)}
            </ul>
            {!options && !failed && <div className="cf-picker-note">{t('editor.loading')}</div>}
            {failed && <div className="cf-picker-note">{t('editor.picker.failed')}</div>}
            {options && query.trim() !== '' && !entries.some((e) => e.kind === 'option') && (
              <div className="cf-picker-note">{t('editor.picker.noMatch')}</div>
            )}
            {hidden > 0 && <div className="cf-picker-note">{t('editor.picker.more', { count: hidden })}</div>}
          </div>
        }
      >
        <Button
          id={id}
          ref={button}
          fill
          alignText="start"
          endIcon="caret-down"
          intent={intent}
          disabled={disabled}
          className={value === null ? 'cf-picker-target cf-picker-empty' : 'cf-picker-target'}
          aria-haspopup="listbox"
          aria-expanded={open}
          text={text}
          onKeyDown={onButtonKey}
        />
      </Popover>
      {creating !== null && create && (
        <Suspense fallback={null}>
          {create.kind === 'task' ? (
            <CreateTaskDialog from={create.from} initialName={creating} onCreated={created} onClose={endCreate} />
          ) : (
            <CreateRefDialog model={create.model} initialName={creating} onCreated={created} onClose={endCreate} />
          )}
        </Suspense>
      )}
    </>
  );
}
