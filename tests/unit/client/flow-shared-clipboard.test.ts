import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClipboardType } from '@shared/api/flow';
import { checkPaste, makeClipboard, subtreeIds } from '@shared/flow';
import { runScopeChangeHooks } from '@client/session/scopeHooks';
import { useSession } from '@client/session/store';
import { adoptCopyFromOtherTab, useCanvasStore } from '@client/features/authoring/callflow/store';
import { sharedClipboardKey } from '@client/features/authoring/callflow/sharedClipboard';
import { carriedMessage } from '@client/features/authoring/callflow/editActions';
import { TASK, graphOf, ref, registry, voiceFlow } from '../flow/fixtures';

/** The canvas clipboard shared between a user's tabs (docs/clipboard.md). */
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
});

const nodes = voiceFlow();
const g = graphOf(nodes);
const clip = (type: ClipboardType, id: number) => makeClipboard(type, ref(nodes, id), nodes.find((x) => x.node_id === id)!, 'voice');
const RETAIL = 2;
const HEALTH = 3;
const signIn = (userId: number, acId: number) =>
  useSession.setState({ user: { user_id: userId } as never, selection: { spId: 1, acId }, token: 't' });
const blank = () => useCanvasStore.setState({ clipboard: null, clipboardSource: null, clipboardAcId: null });

describe('the canvas clipboard shared between tabs', () => {
  beforeEach(() => {
    stored.clear();
    blank();
    signIn(7, RETAIL);
  });

  it('a copy is stored under the user’s key with the account it was made in and the copied nodes', () => {
    useCanvasStore.getState().setClipboard(clip('copy_branch', 2), g);
    const entry = JSON.parse(stored.get(sharedClipboardKey(7))!);
    expect(entry.ac_id).toBe(RETAIL);
    expect(entry.clipboard.source_node_id).toBe(2);
    expect(entry.nodes.map((n: { node_id: number }) => n.node_id).sort()).toEqual([...subtreeIds(g, 2)].sort());
    expect(useCanvasStore.getState().clipboardAcId).toBe(RETAIL);
  });

  it('a cut is not shared', () => {
    useCanvasStore.getState().setClipboard(clip('cut_branch', 2), g);
    expect(stored.size).toBe(0);
    expect(useCanvasStore.getState().clipboard?.type).toBe('cut_branch');
  });

  it('another tab of the same user takes the copy up with its account, and can check the paste without the source task', () => {
    useCanvasStore.getState().setClipboard(clip('copy_branch', 7), g);
    const key = sharedClipboardKey(7);
    const newValue = stored.get(key)!;
    // The other tab: showing Health, nothing copied.
    blank();
    signIn(7, HEALTH);
    adoptCopyFromOtherTab({ key, newValue });
    const s = useCanvasStore.getState();
    expect(s.clipboard?.source_node_id).toBe(7);
    expect(s.clipboardAcId).toBe(RETAIL);
    const check = checkPaste({
      clipboard: s.clipboard,
      source: s.clipboardSource!,
      graph: g,
      registry,
      target: ref(nodes, 5),
      targetTask: { task_id: TASK + 1, task_type: 'voice' },
    });
    expect(check).toMatchObject({ ok: true });
  });

  it('ignores another user’s key, other keys and entries that are not copies', () => {
    useCanvasStore.getState().setClipboard(clip('copy_node', 7), g);
    const newValue = stored.get(sharedClipboardKey(7))!;
    blank();
    adoptCopyFromOtherTab({ key: sharedClipboardKey(8), newValue });
    adoptCopyFromOtherTab({ key: 'studio.token', newValue });
    adoptCopyFromOtherTab({ key: sharedClipboardKey(7), newValue: '{"clipboard":1}' });
    adoptCopyFromOtherTab({ key: sharedClipboardKey(7), newValue: 'not json' });
    expect(useCanvasStore.getState().clipboard).toBeNull();
  });

  it('a scope change clears the tab’s copy state (spec 1 §4) but not the other tabs’; sign-out removes the shared copy', () => {
    useCanvasStore.getState().setClipboard(clip('copy_branch', 2), g);
    runScopeChangeHooks({ spId: 1, acId: HEALTH }, { spId: 1, acId: RETAIL });
    expect(useCanvasStore.getState()).toMatchObject({ clipboard: null, clipboardSource: null, clipboardAcId: null });
    expect(stored.has(sharedClipboardKey(7))).toBe(true);
    runScopeChangeHooks(null, { spId: 1, acId: HEALTH });
    expect(stored.has(sharedClipboardKey(7))).toBe(false);
  });

  it('the paste toast names the content reused and created', async () => {
    const { changeLanguage } = await import('@client/i18n');
    await changeLanguage('en');
    await import('@client/features/authoring/buildEnglish');
    const text = carriedMessage([
      { model: 'Prompt', name: 'Welcome', action: 'created' },
      { model: 'Variable', name: 'caller', action: 'reused' },
      { model: 'Prompt', name: 'Menu (2)', action: 'renamed' },
    ]);
    expect(text).toBe('Content reused from this account: caller. Content created in this account: Welcome, Menu (2).');
    expect(carriedMessage([])).toBe('');
  });
});
