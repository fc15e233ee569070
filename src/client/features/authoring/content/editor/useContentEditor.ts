import { Intent } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@client/session/store';
import { notify, notifyCreateFailed, notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { ApiError } from '@client/api/http';
import { idleKey, contentKeys } from '@client/api/queryKeys';
import { contentApi, useAccountVariables } from '../api';
import type { AnyContentTab, EditorDeps } from '../tabTypes';
import { useFetchVariablesFailedNotice } from '../useFailureNotices';
import { useNameCheck } from './useNameCheck';

/** A new item goes into the selected folder: a field of a JSON body, or of a multipart upload. */
function withFolder(body: unknown, folderId: number): unknown {
  if (!(body instanceof FormData)) return { ...(body as object), folder_id: folderId };
  body.set('folder_id', String(folderId));
  return body;
}

export type EditorMode = { mode: 'create'; folderId?: number } | { mode: 'update'; id: number };

/** Loads an item (or starts a new one), keeps its draft and saves it: the one editor logic of the screen and the contents modal. */
export function useContentEditor(tab: AnyContentTab, target: EditorMode, onSaved?: (item: unknown) => void) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const variables = useAccountVariables();
  useFetchVariablesFailedNotice(variables);
  const deps: EditorDeps = useMemo(() => ({ variables: variables.data ?? [] }), [variables.data]);
  const id = target.mode === 'update' ? target.id : null;
  const item = useQuery({
    queryKey: selection && id !== null ? contentKeys.one(selection, tab.id, id) : idleKey('content-item'),
    queryFn: ({ signal }) => contentApi.get(tab, id!, signal),
    enabled: !!selection && id !== null,
    staleTime: 0,
  });
  const [draft, setDraft] = useState<unknown>(() => tab.emptyDraft());
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A change of the draft clears the server's refusal of each field it changed. */
  const change = (next: unknown) => {
    setErrors((old) => {
      const changed = Object.keys(old).filter((f) => (next as Record<string, unknown>)?.[f] !== (draft as Record<string, unknown>)?.[f]);
      return changed.length ? Object.fromEntries(Object.entries(old).filter(([f]) => !changed.includes(f))) : old;
    });
    setDraft(next);
  };
  const ready = id === null ? !variables.isPending || tab.id !== 'prompts' : !!item.data && !variables.isPending;
  // The name is checked while it is typed; a taken name shows at its field and holds the save back.
  const nameTaken = useNameCheck(tab.nameCheck, draft, id, id !== null && item.data ? tab.nameOf(item.data) : null);
  const shownErrors = useMemo(
    () => (nameTaken && tab.nameCheck ? { ...errors, [tab.nameCheck.field]: nameTaken } : errors),
    [errors, nameTaken, tab.nameCheck],
  );

  // A loaded item becomes the draft once its variables are known (prompt texts show names); edits in
  // progress are kept when the variables or the item refresh in the background.
  const applied = useRef<unknown>(null);
  useEffect(() => {
    if (id === null || !item.data || variables.isPending || applied.current !== null) return;
    applied.current = item.data;
    setDraft(tab.toDraft(item.data, deps));
  }, [tab, id, item.data, variables.isPending, deps]);

  const save = async () => {
    if (saving || !ready || nameTaken) return;
    const built = tab.toBody(draft, deps, target.mode);
    if ('error' in built) {
      notify({ intent: Intent.WARNING, icon: 'warning-sign', message: t(built.error, built.values) });
      return;
    }
    const body =
      target.mode === 'create' && target.folderId !== undefined && target.folderId > 0
        ? withFolder(built.body, target.folderId)
        : built.body;
    setSaving(true);
    try {
      const saved = target.mode === 'create' ? await contentApi.create(tab, body) : await contentApi.update(tab, target.id, body);
      notifySuccess(t(target.mode === 'create' ? 'editor.created' : 'editor.updated', { name: tab.nameOf(saved) }));
      if (selection) {
        await qc.invalidateQueries({ queryKey: contentKeys.all(selection) });
      }
      onSaved?.(saved);
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      if (target.mode === 'create') notifyCreateFailed(e);
      else notifyUpdateFailed(e);
    } finally {
      setSaving(false);
    }
  };

  return { item, draft, setDraft: change, deps, ready, saving, save, errors: shownErrors, nameTaken };
}

/** A refusal's lines that name a field ('variable_name: The name has already been taken.'), by field. */
export function fieldErrorsOf(e: unknown): Record<string, string> {
  const lines = e instanceof ApiError ? ((e.body as { errors?: unknown })?.errors ?? []) : [];
  const found: Record<string, string> = {};
  for (const line of Array.isArray(lines) ? lines : []) {
    const named = typeof line === 'string' ? /^([a-z_][a-z0-9_]*): (.+)$/s.exec(line) : null;
    if (named && !(named[1] in found)) found[named[1]] = named[2];
  }
  return found;
}
