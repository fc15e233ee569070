import { FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountVoice } from '@shared/api/voices';
import { api } from '@client/api/http';
import { controlId } from '@shared/plugin-api/editor-fields';
import { fieldLabel, intentOf, useConfigForm } from '@client/features/authoring/callflow/editor/formContext';
import { useSession } from '@client/session/store';
import { voiceKeys } from '@client/api/queryKeys';
import './i18n';

/**
 * set_voice's voice: one of the voices the account's plan includes (GET /portal/getAccountTtsVoices);
 * choosing it sets the node's language to the voice's. A voice the plan no longer includes stays shown as the
 * node's value until another is chosen (the server refuses to save it).
 */
export function VoiceSelect({ field = 'tts_voice' }: { field?: string }) {
  const form = useConfigForm();
  const { t } = useTranslation('voices');
  const selection = useSession((s) => s.selection)!;
  const voices = useQuery({
    queryKey: voiceKeys.account(selection),
    queryFn: ({ signal }) => api<AccountVoice[]>('/portal/getAccountTtsVoices', { selection, signal }),
    enabled: selection.acId !== 'all',
  });
  const value = typeof form.config[field] === 'string' ? (form.config[field] as string) : '';
  const diags = form.shown.get(field);
  const list = voices.data ?? [];
  const outside = value !== '' && voices.isSuccess && !list.some((v) => v.voice_name === value);
  const choose = (name: string) => {
    form.touch(field);
    form.set([field], name);
    const voice = list.find((v) => v.voice_name === name);
    if (voice) form.set(['language'], voice.lang);
  };
  const id = controlId(field);
  return (
    <FormGroup
      className="cf-field"
      label={fieldLabel(form.t, field)}
      labelFor={id}
      intent={intentOf(diags)}
      helperText={diags?.length ? diags.map((d) => d.message).join(' ') : voices.isSuccess && list.length === 0 ? t('noVoices') : undefined}
    >
      {voices.isPending && selection.acId !== 'all' ? (
        <Spinner size={16} />
      ) : (
        <HTMLSelect id={id} fill value={value} disabled={form.readOnly} onChange={(e) => choose(e.currentTarget.value)}>
          <option value="">{t('voice')}…</option>
          {outside && <option value={value}>{value}</option>}
          {list.map((v) => (
            <option key={v.tts_voice_id} value={v.voice_name}>{`${v.voice_name} · ${v.lang} · ${v.provider}`}</option>
          ))}
        </HTMLSelect>
      )}
    </FormGroup>
  );
}
