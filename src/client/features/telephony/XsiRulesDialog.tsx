import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { xsiEventPackages } from '@shared/api/broadworks';
import { idleKey, xsiKeys } from '@client/api/queryKeys';
import { notifySuccess } from '@client/shell/notices';
import { useAccountSelection } from './api';
import { xsiApi } from './xsiApi';

/**
 * "XSI rules…": the BroadWorks events that start the task (its subscriptions, each removable) and a form that
 * subscribes a user or group to event packages through one of the account's XSI profiles. Enter subscribes.
 */
export function XsiRulesDialog({
  taskId,
  isOpen,
  canWrite,
  onClose,
}: {
  taskId: number;
  isOpen: boolean;
  canWrite: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('flow');
  const client = useQueryClient();
  const selection = useAccountSelection();
  const rules = useQuery({
    queryKey: selection && isOpen ? xsiKeys.task(selection, taskId) : idleKey('xsi'),
    enabled: !!selection && isOpen,
    queryFn: ({ signal }) => xsiApi.subscriptions(taskId, signal),
  });
  const active = useQuery({
    queryKey: selection && isOpen ? xsiKeys.rules(selection, taskId) : idleKey('xsi'),
    enabled: !!selection && isOpen,
    queryFn: ({ signal }) => xsiApi.rules(taskId, signal),
  });
  const serverOf = (id: number) => active.data?.find((r) => r.xsi_subscription_id === id)?.xsi_url;
  const profiles = useQuery({
    queryKey: selection && isOpen ? xsiKeys.profiles(selection) : idleKey('xsi'),
    enabled: !!selection && isOpen,
    queryFn: ({ signal }) => xsiApi.profiles(signal),
  });
  const [profileId, setProfileId] = useState<number | null>(null);
  const [targetType, setTargetType] = useState<'user' | 'group'>('user');
  const [targetId, setTargetId] = useState('');
  const [packages, setPackages] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!isOpen) {
      setError(null);
      setTargetId('');
      setPackages(new Set());
    }
  }, [isOpen]);
  const chosenProfile = profileId ?? profiles.data?.[0]?.xsi_profile_id ?? null;
  const refresh = () => (selection ? client.invalidateQueries({ queryKey: xsiKeys.all(selection) }) : Promise.resolve());

  const subscribe = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy || chosenProfile === null) return;
    setBusy(true);
    setError(null);
    try {
      const made = await xsiApi.subscribe({
        xsi_profile_id: chosenProfile,
        task_id: taskId,
        target_type: targetType,
        target_id: targetId,
        event_packages: [...packages],
      });
      await refresh();
      notifySuccess(t('xsi.subscribed', { count: made.length, target: targetId.trim() }));
      setTargetId('');
      setPackages(new Set());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number) => {
    setError(null);
    try {
      await xsiApi.remove(id);
      await refresh();
      notifySuccess(t('xsi.removed'));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const toggle = (name: string) =>
    setPackages((old) => {
      const next = new Set(old);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  let list;
  if (rules.isPending) list = <Spinner size={24} aria-label={t('xsi.loading')} />;
  else if (rules.isError)
    list = (
      <NonIdealState
        icon="error"
        description={t('xsi.failed')}
        action={<Button icon="refresh" text={t('tasks.retry')} onClick={() => void rules.refetch()} />}
      />
    );
  else if (rules.data.length === 0) list = <NonIdealState icon="satellite" description={t('xsi.none')} />;
  else
    list = (
      <ul className="tel-xsi-rules" aria-label={t('xsi.listLabel')}>
        {rules.data.map((r) => (
          <li key={r.xsi_subscription_id}>
            <span>
              <strong>{r.event_package}</strong> · {t(`xsi.${r.target_type}`)} <span className="tel-number">{r.target_id}</span>
              <span className="bp6-text-muted"> · {r.xsi_profile_name}</span>
              {serverOf(r.xsi_subscription_id) && (
                <span className="bp6-text-muted"> · {t('xsi.eventsFrom', { url: serverOf(r.xsi_subscription_id) })}</span>
              )}
              {r.status === 'paused' && <span className="bp6-text-muted"> · {t('xsi.paused')}</span>}
            </span>
            {canWrite && (
              <Button
                variant="minimal"
                size="small"
                icon="trash"
                aria-label={t('xsi.remove', { package: r.event_package, target: r.target_id })}
                onClick={() => void remove(r.xsi_subscription_id)}
              />
            )}
          </li>
        ))}
      </ul>
    );

  const noProfiles = profiles.isSuccess && profiles.data.length === 0;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('xsi.title')} icon="satellite" className="tel-xsi">
      <form onSubmit={(e) => void subscribe(e)}>
        <DialogBody>
          <p className="bp6-text-muted">{t('xsi.hint')}</p>
          {list}
          {canWrite && noProfiles && <Callout intent="primary">{t('xsi.noProfiles')}</Callout>}
          {canWrite && profiles.isSuccess && !noProfiles && (
            <fieldset className="tel-xsi-form">
              <legend>{t('xsi.add')}</legend>
              <FormGroup label={t('xsi.profile')} labelFor="xsi-profile">
                <HTMLSelect
                  id="xsi-profile"
                  value={chosenProfile ?? ''}
                  onChange={(e) => setProfileId(Number(e.currentTarget.value))}
                  options={profiles.data.map((p) => ({ value: p.xsi_profile_id, label: p.xsi_profile_name }))}
                />
              </FormGroup>
              <FormGroup label={t('xsi.targetType')} labelFor="xsi-target-type">
                <HTMLSelect
                  id="xsi-target-type"
                  value={targetType}
                  onChange={(e) => setTargetType(e.currentTarget.value as 'user' | 'group')}
                  options={[
                    { value: 'user', label: t('xsi.user') },
                    { value: 'group', label: t('xsi.group') },
                  ]}
                />
              </FormGroup>
              <FormGroup label={t('xsi.targetId')} labelFor="xsi-target-id" helperText={t('xsi.targetIdHint')}>
                <InputGroup id="xsi-target-id" value={targetId} onChange={(e) => setTargetId(e.currentTarget.value)} />
              </FormGroup>
              <div role="group" aria-label={t('xsi.packages')} className="tel-xsi-packages">
                {xsiEventPackages.map((name) => (
                  <Checkbox key={name} label={name} checked={packages.has(name)} onChange={() => toggle(name)} />
                ))}
              </div>
            </fieldset>
          )}
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('xsi.close')} onClick={onClose} />
              {canWrite && !noProfiles && (
                <Button
                  type="submit"
                  intent="primary"
                  text={t('xsi.subscribe')}
                  loading={busy}
                  disabled={!profiles.isSuccess || packages.size === 0 || targetId.trim() === ''}
                />
              )}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
