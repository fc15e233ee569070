import { Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSelection, type Selection } from '@shared/access/scope';
import type { EntityField } from '@shared/entities/define';
import { choiceWords } from './choiceWords';
import { api } from '@client/api/http';
import { queryKeys, entityKeys } from '@client/api/queryKeys';
import { AccountChoices } from './AccountChoices';
import { UserChoices } from './UserChoices';
import type { Draft } from './form';
import { useUserFormContents } from './userChoices';

interface Props {
  fields: EntityField[];
  /** The scope the screen's calls use (the choices of 'ref' fields). */
  selection?: Selection | null;
  draft: Draft;
  errors: Record<string, string | null>;
  readOnly: boolean;
  /** Editing an existing item: fields given only when creating are shown read-only. */
  editing?: boolean;
  /** The first field takes the focus (a new item: the form is typed into at once). */
  autoFocus?: boolean;
  onChange(field: string, value: string): void;
  onBlur(field: string): void;
}

const useTimezones = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.timezones(),
    enabled,
    staleTime: Infinity,
    queryFn: ({ signal }) => api<string[]>('/util/timezones', { signal, unscoped: true }),
  });
const useProviders = (enabled: boolean) =>
  useQuery({
    queryKey: entityKeys.providerChoices(),
    enabled,
    queryFn: ({ signal }) => api<{ sp_id: number; sp_name: string }[]>('/portal/service-providers', { signal, selection: systemSelection }),
  });

/** The call a 'ref' field's choices come from: its source list, or, creating with its fields filled in, the narrower one. */
function refCall(field: EntityField, draft: Draft, creating: boolean) {
  const source = field.source;
  const narrower = creating ? source?.creating : undefined;
  const query = narrower && Object.fromEntries(Object.entries(narrower.query).map(([param, f]) => [param, draft[f] ?? '']));
  if (narrower && query && Object.values(query).every((v) => v !== '')) return { path: narrower.path, method: undefined, query };
  return { path: source?.path ?? '', method: source?.method, query: undefined };
}

/** The choices of a 'ref' field: the rows of its source list, in the screen's scope. */
function useRefChoices(field: EntityField, selection: Selection | null, draft: Draft, creating: boolean) {
  const source = field.source;
  const call = refCall(field, draft, creating);
  return useQuery({
    queryKey: entityKeys.refChoicesFor(selection, call.path, call.query ?? {}),
    enabled: !!source && !!selection,
    queryFn: ({ signal }) =>
      api<Record<string, unknown>[]>(call.path, {
        signal,
        selection: selection!,
        ...(call.query ? { query: call.query } : {}),
        ...(call.method === 'POST' ? { method: 'POST', body: {} } : {}),
      }),
    select: (rows) => rows.map((r) => ({ value: String(r[source!.id]), label: String(r[source!.name]) })),
  });
}

function RefSelect({
  field,
  selection,
  draft,
  creating,
  ...props
}: {
  field: EntityField;
  selection: Selection | null;
  draft: Draft;
  creating: boolean;
  id: string;
  disabled: boolean;
  value: string;
  autoFocus?: boolean;
  onBlur(): void;
  onChange(value: string): void;
}) {
  const choices = useRefChoices(field, selection, draft, creating);
  const { onChange, ...rest } = props;
  // A choice the narrower list no longer offers (the provider changed while creating) is cleared, not kept to be
  // refused on save.
  const narrowed = refCall(field, draft, creating).query !== undefined;
  const offered = choices.data;
  useEffect(() => {
    if (narrowed && offered && props.value && !offered.some((c) => c.value === props.value)) onChange('');
  }, [narrowed, offered, props.value, onChange]);
  return (
    <HTMLSelect
      {...rest}
      fill
      options={[{ value: '', label: '—' }, ...(choices.data ?? [])]}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** Several users of the field's source list, chosen with checkboxes. */
function UserField({
  field,
  selection,
  ...props
}: {
  field: EntityField;
  selection: Selection | null;
  id: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange(value: string): void;
}) {
  const choices = useRefChoices(field, selection, {}, false);
  return <UserChoices {...props} users={choices.data} />;
}

/** A form field's element id ('settings.x' → 'ent-field-settings-x'). */
export const fieldId = (field: string): string => `ent-field-${field.replace('.', '-')}`;

/** The detail panel's fields, as the descriptor lists them; a field's server message shows under it. */
export function EntityFields({ fields, selection = null, draft, errors, readOnly, editing, autoFocus, onChange, onBlur }: Props) {
  const { t } = useTranslation('entities');
  const timezones = useTimezones(fields.some((f) => f.kind === 'timezone'));
  const providers = useProviders(fields.some((f) => f.kind === 'provider'));
  const choices = useUserFormContents(
    fields.some((f) => f.kind === 'role' || f.kind === 'accounts'),
    draft.sp_id,
  );
  return (
    <>
      {fields.map((f, index) => {
        const id = fieldId(f.field);
        const error = errors[f.field];
        const common = {
          id,
          disabled: readOnly || (!!editing && !!f.createOnly),
          value: draft[f.field],
          autoFocus: autoFocus && index === 0,
          onBlur: () => onBlur(f.field),
        };
        let control;
        if (f.kind === 'ref') {
          control = (
            <RefSelect
              {...common}
              field={f}
              selection={selection}
              draft={draft}
              creating={!editing}
              onChange={(v) => onChange(f.field, v)}
            />
          );
        } else if (f.kind === 'users') {
          control = (
            <UserField
              field={f}
              selection={selection}
              id={id}
              value={draft[f.field]}
              disabled={common.disabled}
              invalid={!!error}
              onChange={(v) => onChange(f.field, v)}
            />
          );
        } else if (f.kind === 'accounts') {
          control = (
            <AccountChoices
              id={id}
              accounts={choices.data?.accounts ?? []}
              value={draft[f.field]}
              disabled={readOnly}
              onChange={(v) => onChange(f.field, v)}
            />
          );
        } else if (f.kind === 'select' || f.kind === 'timezone' || f.kind === 'provider' || f.kind === 'role') {
          const options =
            f.kind === 'provider'
              ? (providers.data ?? []).map((p) => ({ value: String(p.sp_id), label: p.sp_name }))
              : f.kind === 'role'
                ? (choices.data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))
                : f.kind === 'timezone'
                  ? (timezones.data ?? []).map((o) => ({ value: o, label: o }))
                  : // A choice in words where the locales name it ('roles.fields.scope' → 'roles.options.scope.ac'), else as stored.
                    (f.options ?? []).map((o) => ({ value: o, label: choiceWords(t, f, o) }));
          const blank =
            f.optional || f.kind === 'provider' || f.kind === 'role' ? [{ value: '', label: f.optional ? t('panel.inherit') : '—' }] : [];
          control = (
            <HTMLSelect {...common} fill options={[...blank, ...options]} onChange={(e) => onChange(f.field, e.currentTarget.value)} />
          );
        } else if (f.kind === 'flag') {
          control = (
            <Checkbox
              id={id}
              disabled={common.disabled}
              checked={draft[f.field] === '1'}
              label={t(f.label)}
              onChange={(e) => onChange(f.field, e.currentTarget.checked ? '1' : '0')}
            />
          );
          return (
            <div key={f.field} className="ent-flag">
              {control}
            </div>
          );
        } else if (f.kind === 'paragraph') {
          control = (
            <TextArea
              {...common}
              fill
              autoResize
              rows={4}
              aria-invalid={error ? true : undefined}
              intent={error ? 'danger' : 'none'}
              onChange={(e) => onChange(f.field, e.currentTarget.value)}
            />
          );
        } else {
          control = (
            <InputGroup
              {...common}
              type={f.kind === 'number' ? 'number' : f.kind === 'secret' ? 'password' : 'text'}
              // A number's declared bounds for its arrows; a text's most characters is checked at the field (form.ts
              // limitError), not cut off by maxLength: a paste past it would lose its end without a word.
              {...(f.kind === 'number' ? { min: f.min, max: f.max } : {})}
              aria-invalid={error ? true : undefined}
              autoComplete={f.kind === 'secret' ? 'new-password' : undefined}
              intent={error ? 'danger' : 'none'}
              onValueChange={(v) => onChange(f.field, v)}
            />
          );
        }
        return (
          <FormGroup key={f.field} label={t(f.label)} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ?? undefined}>
            {control}
          </FormGroup>
        );
      })}
    </>
  );
}
