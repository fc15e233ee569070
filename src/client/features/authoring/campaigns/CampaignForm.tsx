import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  campaignChannels,
  campaignTypes,
  channelTaskType,
  numberedChannels,
  weekDays,
  type Campaign,
  type CampaignChannel,
  type CampaignVariable,
  type WeekDay,
} from '@shared/api/campaigns';
import { campaignKeys, idleKey } from '@client/api/queryKeys';
import { api } from '@client/api/http';
import type { NameCheckAnswer } from '@client/api/nameCheck';
import { useNameTaken } from '@client/api/useNameTaken';
import { formKeys } from '@client/commands/formKeys';
import { useContentTasks } from '../content/api';
import { useAccountSelection } from '../../telephony/api';
import { campaignsApi } from './api';

interface Draft {
  campaign_name: string;
  campaign_type: (typeof campaignTypes)[number];
  task_id: number | null;
  channel: CampaignChannel;
  caller_number_id: number | null;
  days: WeekDay[];
  from: string;
  to: string;
  no_answer: number;
  busy: number;
  interval_minutes: number;
  variables: CampaignVariable[];
}

const draftOf = (c: Campaign | null): Draft => ({
  campaign_name: c?.campaign_name ?? '',
  campaign_type: c?.campaign_type ?? 'on_demand',
  task_id: c?.task_id ?? null,
  channel: c?.channel ?? 'voice',
  caller_number_id: c?.caller_number_id ?? null,
  days: c ? [...c.schedule.days] : ['mon', 'tue', 'wed', 'thu', 'fri'],
  from: c?.schedule.hours[0]?.from ?? '09:00',
  to: c?.schedule.hours[0]?.to ?? '17:00',
  no_answer: c?.retries.no_answer ?? 1,
  busy: c?.retries.busy ?? 1,
  interval_minutes: c?.retries.interval_minutes ?? 30,
  variables: c ? c.variables.map((v) => ({ ...v })) : [],
});

/** Creates or edits a campaign: its task, channel, caller number, schedule window, retries and variables (Ctrl+Enter saves, Esc closes). */
export function CampaignForm({ campaign, onClose, onSaved }: { campaign: Campaign | null; onClose(): void; onSaved(c: Campaign): void }) {
  const { t } = useTranslation('content');
  const selection = useAccountSelection();
  const [d, setD] = useState<Draft>(() => draftOf(campaign));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const tasks = useContentTasks(true);
  const numbers = useQuery({
    queryKey: selection ? campaignKeys.numbers(selection) : idleKey('campaign-numbers'),
    enabled: !!selection,
    queryFn: ({ signal }) => campaignsApi.numbers(signal),
  });
  const set = (change: Partial<Draft>) => setD((x) => ({ ...x, ...change }));
  const fitting = (tasks.data ?? []).filter((task) => task.task_type === channelTaskType[d.channel]);
  // The name is checked while typed (unique per account and campaign type); a taken one shows at the field and waits.
  const nameTaken = useNameTaken(
    (campaign_name, signal) =>
      api<NameCheckAnswer>('/campaign/campaigns/validate', {
        method: 'POST',
        signal,
        body: { campaign_name, campaign_type: d.campaign_type, ...(campaign ? { campaign_id: campaign.campaign_id } : {}) },
      }),
    d.campaign_name,
    d.campaign_type,
    campaign && campaign.campaign_type === d.campaign_type ? campaign.campaign_name : null,
  );
  const save = async () => {
    if (nameTaken) return;
    setSaving(true);
    setError(null);
    const body = {
      campaign_name: d.campaign_name,
      campaign_type: d.campaign_type,
      task_id: d.task_id,
      channel: d.channel,
      caller_number_id: numberedChannels.includes(d.channel) ? d.caller_number_id : null,
      schedule: { days: d.days, hours: [{ from: d.from, to: d.to }] },
      retries: { no_answer: d.no_answer, busy: d.busy, interval_minutes: d.interval_minutes },
      variables: d.variables.filter((v) => v.column || v.variable_name),
    };
    try {
      onSaved(campaign ? await campaignsApi.update(campaign.campaign_id, body) : await campaignsApi.create(body));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const keys = formKeys({ submit: () => void save(), close: onClose });
  return (
    <Dialog isOpen onClose={onClose} title={campaign ? t('campaigns.edit') : t('campaigns.create')} style={{ width: 640 }}>
      <form onKeyDown={(e) => void keys(e)} onSubmit={(e) => (e.preventDefault(), void save())}>
        <DialogBody>
          <FormGroup
            label={t('campaigns.name')}
            labelFor="campaign-name"
            intent={nameTaken ? 'danger' : 'none'}
            helperText={
              nameTaken && (
                <span id="campaign-name-error" role="alert">
                  {nameTaken}
                </span>
              )
            }
          >
            <InputGroup
              id="campaign-name"
              autoFocus
              value={d.campaign_name}
              intent={nameTaken ? 'danger' : 'none'}
              aria-invalid={!!nameTaken}
              aria-describedby={nameTaken ? 'campaign-name-error' : undefined}
              onChange={(e) => set({ campaign_name: e.target.value })}
            />
          </FormGroup>
          <div className="campaign-form-row">
            <FormGroup label={t('campaigns.type')} labelFor="campaign-type">
              <HTMLSelect
                id="campaign-type"
                value={d.campaign_type}
                onChange={(e) => set({ campaign_type: e.target.value as Draft['campaign_type'] })}
                options={campaignTypes.map((v) => ({ value: v, label: t(`campaigns.types.${v}`) }))}
              />
            </FormGroup>
            <FormGroup label={t('campaigns.channel')} labelFor="campaign-channel">
              <HTMLSelect
                id="campaign-channel"
                value={d.channel}
                onChange={(e) => set({ channel: e.target.value as CampaignChannel, task_id: null })}
                options={campaignChannels.map((v) => ({ value: v, label: t(`campaigns.channels.${v}`) }))}
              />
            </FormGroup>
          </div>
          <FormGroup label={t('campaigns.task')} labelFor="campaign-task">
            <HTMLSelect
              id="campaign-task"
              fill
              value={d.task_id ?? ''}
              onChange={(e) => set({ task_id: e.target.value ? Number(e.target.value) : null })}
              options={[
                { value: '', label: t('campaigns.chooseTask') },
                ...fitting.map((task) => ({ value: task.task_id, label: task.task_name })),
              ]}
            />
          </FormGroup>
          {numberedChannels.includes(d.channel) && (
            <FormGroup label={t('campaigns.callerNumber')} labelFor="campaign-number">
              <HTMLSelect
                id="campaign-number"
                fill
                value={d.caller_number_id ?? ''}
                onChange={(e) => set({ caller_number_id: e.target.value ? Number(e.target.value) : null })}
                options={[
                  { value: '', label: t('campaigns.chooseNumber') },
                  ...(numbers.data ?? []).map((n) => ({
                    value: n.phone_number_id,
                    label: n.label ? `${n.display_number} (${n.label})` : n.display_number,
                  })),
                ]}
              />
            </FormGroup>
          )}
          <FormGroup label={t('campaigns.days')}>
            <div className="campaign-form-days">
              {weekDays.map((day) => (
                <Checkbox
                  key={day}
                  label={t(`campaigns.weekDays.${day}`)}
                  checked={d.days.includes(day)}
                  onChange={(e) =>
                    set({
                      days: e.currentTarget.checked
                        ? weekDays.filter((x) => x === day || d.days.includes(x))
                        : d.days.filter((x) => x !== day),
                    })
                  }
                />
              ))}
            </div>
          </FormGroup>
          <div className="campaign-form-row">
            <FormGroup label={t('campaigns.from')} labelFor="campaign-from">
              <InputGroup id="campaign-from" type="time" value={d.from} onChange={(e) => set({ from: e.target.value })} />
            </FormGroup>
            <FormGroup label={t('campaigns.to')} labelFor="campaign-to">
              <InputGroup id="campaign-to" type="time" value={d.to} onChange={(e) => set({ to: e.target.value })} />
            </FormGroup>
          </div>
          <div className="campaign-form-row">
            {(['no_answer', 'busy', 'interval_minutes'] as const).map((k) => (
              <FormGroup key={k} label={t(`campaigns.retries.${k}`)} labelFor={`campaign-${k}`}>
                <InputGroup
                  id={`campaign-${k}`}
                  type="number"
                  min={k === 'interval_minutes' ? 1 : 0}
                  value={String(d[k])}
                  onChange={(e) => set({ [k]: Number(e.target.value) } as Partial<Draft>)}
                />
              </FormGroup>
            ))}
          </div>
          <FormGroup label={t('campaigns.variables')} helperText={t('campaigns.variablesHint')}>
            {d.variables.map((v, i) => (
              <div className="campaign-form-row" key={i}>
                <InputGroup
                  aria-label={t('campaigns.column')}
                  placeholder={t('campaigns.column')}
                  value={v.column}
                  onChange={(e) => set({ variables: d.variables.map((x, j) => (j === i ? { ...x, column: e.target.value } : x)) })}
                />
                <InputGroup
                  aria-label={t('campaigns.variable')}
                  placeholder={t('campaigns.variable')}
                  value={v.variable_name}
                  onChange={(e) => set({ variables: d.variables.map((x, j) => (j === i ? { ...x, variable_name: e.target.value } : x)) })}
                />
                <Button
                  icon="cross"
                  variant="minimal"
                  aria-label={t('campaigns.removeVariable')}
                  onClick={() => set({ variables: d.variables.filter((_, j) => j !== i) })}
                />
              </div>
            ))}
            <Button
              icon="add"
              variant="minimal"
              text={t('campaigns.addVariable')}
              onClick={() => set({ variables: [...d.variables, { column: '', variable_name: '' }] })}
            />
          </FormGroup>
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('campaigns.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                loading={saving}
                disabled={!!nameTaken}
                text={campaign ? t('campaigns.save') : t('campaigns.create')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
