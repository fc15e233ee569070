import { Button, Callout, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ChatPreview } from '@shared/api/run';
import { api } from '@client/api/http';
import { randomId } from '@shared/random-id';
import { useTask } from '../../tasks/api';
import '../i18n';
import '../run.css';

interface Line {
  from: 'bot' | 'system' | 'customer';
  text: string;
}
type Input = ChatPreview['quick_replies'][number]['input'];

const keyStore = (taskId: number) => `studio.chat-preview.${taskId}`;
/** The preview's conversation key: kept for the tab, so a reload resumes the same conversation. */
function conversationKey(taskId: number, fresh = false): string {
  const stored = sessionStorage.getItem(keyStore(taskId));
  if (stored && !fresh) return stored;
  const key = `pv${randomId(16)}`;
  sessionStorage.setItem(keyStore(taskId), key);
  return key;
}

/**
 * /build/preview/{task_id}: a chatbot, messaging or WhatsApp task as a customer sees it: the bot's
 * messages as bubbles, the waiting step's choices as quick replies, a message box. Keyboard: Tab to a quick reply or the
 * box, Enter sends.
 */
export default function ChatPreviewPage() {
  const { t } = useTranslation('run');
  const [location, navigate] = useLocation();
  const taskId = Number(/^\/build\/preview\/(\d+)/.exec(location)?.[1] ?? 0);
  const task = useTask(taskId || null);
  const [lines, setLines] = useState<Line[]>([]);
  const [state, setState] = useState<ChatPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  const take = (answer: ChatPreview, before: Line[]) => {
    setState(answer);
    setLines([...before, ...answer.lines]);
  };
  const start = async (fresh: boolean) => {
    setBusy(true);
    setError(null);
    try {
      take(
        await api<ChatPreview>('/studio/prepare-chatbot-preview', {
          method: 'POST',
          body: { task_id: taskId, task_key: conversationKey(taskId, fresh) },
        }),
        [],
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (taskId) void start(false);
  }, [taskId]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [lines]);
  // Each new conversation, and each answer, gives the keys to the message box (rendered once the conversation is there).
  const sessionId = state?.session_id;
  useEffect(() => {
    if (sessionId && !busy) box.current?.focus();
  }, [sessionId, busy]);

  const send = async (input: Input, shown: string) => {
    if (!state || busy || state.status === 'ended') return;
    const before = [...lines, { from: 'customer' as const, text: shown }];
    setLines(before);
    setText('');
    setBusy(true);
    try {
      take(await api<ChatPreview>(`/studio/chatbot-preview/${state.session_id}/message`, { method: 'POST', body: input }), before);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const ended = state?.status === 'ended';
  return (
    <div className="run-preview">
      <div className="run-preview-head">
        <Button variant="minimal" icon="arrow-left" aria-label={t('preview.back')} onClick={() => navigate(`/build/callflow/${taskId}`)} />
        <h2>{t('preview.title', { name: task.data?.task_name ?? '…' })}</h2>
        {task.data && (
          <Tag minimal round>
            {task.data.task_type}
          </Tag>
        )}
        <span className="run-spacer" />
        <Button icon="refresh" text={t('preview.restart')} onClick={() => void start(true)} disabled={busy && !state} />
      </div>
      <p className="run-muted run-preview-note">{t('preview.draftNote')}</p>
      {error && (
        <Callout intent="danger" icon="error" role="alert">
          {error}
        </Callout>
      )}
      {!state && busy ? (
        <div className="run-center" role="status">
          <Spinner size={24} />
          <span className="run-muted">{t('preview.starting')}</span>
        </div>
      ) : !state ? (
        <NonIdealState
          icon="chat"
          title={t('preview.failed')}
          action={<Button icon="refresh" text={t('preview.restart')} onClick={() => void start(true)} />}
        />
      ) : (
        <div className="run-chat">
          <div ref={log} className="run-chat-log" role="log" aria-live="polite" aria-label={t('preview.logLabel')} tabIndex={0}>
            {lines.map((l, i) => (
              <div key={i} className={`run-bubble run-bubble-${l.from}`}>
                <span className="run-bubble-who">
                  {l.from === 'customer' ? t('preview.you') : l.from === 'bot' ? t('preview.bot') : t('preview.system')}
                </span>
                <span>{l.text}</span>
              </div>
            ))}
            {ended && (
              <p className="run-chat-ended" role="status">
                {t('preview.ended')}
              </p>
            )}
            {busy && <Spinner size={16} className="run-chat-typing" />}
          </div>
          {!ended && state.quick_replies.length > 0 && (
            <div className="run-quick" role="group" aria-label={t('preview.quickReplies')}>
              {state.quick_replies.map((q) => (
                <Button key={q.label} text={q.label} onClick={() => void send(q.input, q.label)} disabled={busy} />
              ))}
            </div>
          )}
          <form
            className="run-chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (text.trim()) void send({ text: text.trim() }, text.trim());
            }}
          >
            <InputGroup
              inputRef={box}
              fill
              aria-label={t('preview.messageLabel')}
              placeholder={t('preview.placeholder')}
              value={text}
              onValueChange={setText}
              disabled={ended}
            />
            <Button type="submit" intent="primary" icon="send-message" text={t('preview.send')} disabled={ended || busy || !text.trim()} />
          </form>
        </div>
      )}
    </div>
  );
}
