import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuickReply {
  label: string;
  value: string;
}

/** The customer's side of a chat or WhatsApp session: quick replies (the options of the node it waits at) and a message. */
export function ChatInput({ disabled, replies, onSend }: { disabled: boolean; replies: QuickReply[]; onSend(text: string): void }) {
  const { t } = useTranslation('sim');
  const [text, setText] = useState('');
  return (
    <div className="sim-caller">
      {replies.length > 0 && (
        <div className="sim-replies" role="group" aria-label={t('chat.quickReplies')}>
          {replies.map((r) => (
            <Button key={r.value} size="small" text={r.label} disabled={disabled} onClick={() => onSend(r.value)} />
          ))}
        </div>
      )}
      <form
        className="sim-say"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          onSend(text.trim());
          setText('');
        }}
      >
        <InputGroup
          aria-label={t('chat.message')}
          placeholder={t('chat.message')}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" text={t('chat.send')} disabled={disabled || !text.trim()} />
      </form>
    </div>
  );
}

/** The quick replies of the node a session waits at: a menu's keys, a keyword node's entries. */
export function quickReplies(config: Record<string, unknown> | undefined): QuickReply[] {
  const keys = config?.keys;
  if (Array.isArray(keys))
    return keys.flatMap((k: { key?: unknown; label?: unknown }) =>
      typeof k?.key === 'string' ? [{ label: `${k.key} · ${String(k.label ?? '')}`, value: k.key }] : [],
    );
  const entries = (config?.keywords ?? config?.entries ?? config?.grammars) as unknown;
  if (Array.isArray(entries))
    return entries.flatMap((k: { label?: unknown }) =>
      typeof k?.label === 'string' && k.label ? [{ label: k.label, value: k.label }] : [],
    );
  return [];
}
