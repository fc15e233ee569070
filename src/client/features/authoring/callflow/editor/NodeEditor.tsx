import { Button, Classes, Drawer, FormGroup, InputGroup, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import type { Diagnostic } from '@shared/plugin-api';
import { KeyHint } from '@client/commands/KeyHint';
import { flowApi } from '../api';
import { showFailure, type EditContext } from '../editActions';
import { useCanvasStore } from '../store';
import { DiagnosticSummary, focusPathWhileSettling } from './DiagnosticSummary';
import { FieldControl } from './FieldControl';
import { ConfigFormContext, type ConfigFormState } from './formContext';
import { EditorKitContext } from '@plugins/kit';
import { editorKit } from './editorKit';
import { pluginEditorOf } from './pluginEditors';
import { useNodeDraft, type EditorSubject } from './useNodeDraft';
import './editor.css';
import { formKeys } from '@client/commands/formKeys';

interface Props {
  edit: EditContext;
  subject: EditorSubject;
  onClose(): void;
}

const calls = {
  create: (body: Record<string, unknown>) => flowApi.create(body as never),
  update: (id: number, body: Record<string, unknown>) => flowApi.update(id, body),
  nodes: (taskId: number) => flowApi.nodes(taskId),
};

/**
 * The node editor (route edit/{open_node_id|new}): name, tooltip and the settings form generated from the
 * plugin's schema, with validate()'s diagnostics on their fields. Ctrl/Cmd+Enter saves, Escape closes.
 */
export default function NodeEditor({ edit, subject, onClose }: Props) {
  const { t } = useTranslation('flow');
  const def = subject.def;
  const typeLabel = def ? t(def.label.key, { defaultValue: def.label.default }) : subject.kind === 'node' ? subject.node.node_type : '';
  const draft = useNodeDraft(edit, subject, typeLabel, calls);
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Stops keeping the focus on the last refused field (see focusPathWhileSettling). */
  const settling = useRef<(() => void) | null>(null);
  useEffect(() => () => settling.current?.(), []);
  const readOnly = !!edit.access.protected || edit.access.readOnly;
  const isNew = subject.kind === 'new';

  const form: ConfigFormState = useMemo(
    () => ({
      config: draft.config,
      set: draft.set,
      shown: draft.shown,
      touch: draft.touch,
      required: draft.required,
      readOnly,
      refs: draft.refs,
      t,
    }),
    // set and touch only close over state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft.config, draft.shown, draft.required, readOnly, draft.refs, t],
  );
  const placeOf = (d: Diagnostic) => {
    for (const [path, list] of draft.placed.byPath) if (list.includes(d)) return path;
    return '';
  };

  const save = async () => {
    if (readOnly || draft.saving) return;
    const result = await draft.save();
    if (result.ok) {
      useCanvasStore.getState().focusNode(result.nodeId);
      edit.applyChange(result.answer);
      onClose();
      return;
    }
    if (result.error) showFailure(isNew ? messages.canvas.createFailed : messages.canvas.updateFailed, result.error);
    const place = result.focus
      ? placeOf(draft.diagnostics.find((d) => d.path === result.focus) ?? { path: '', message: '', severity: 'error' }) || result.focus
      : null;
    if (place) {
      settling.current?.();
      settling.current = focusPathWhileSettling(place);
    }
  };

  const title = (
    <span className="cf-editor-title">
      {isNew ? t('editor.newTitle', { type: typeLabel }) : t('editor.editTitle', { type: typeLabel })}
      {subject.kind === 'node' && (
        <Tag minimal round className="cf-editor-id">
          #{subject.node.node_id}
        </Tag>
      )}
      {readOnly && (
        <Tag minimal intent="warning" icon="lock">
          {t('canvas.readOnly')}
        </Tag>
      )}
    </span>
  );
  const summary = draft.attempted ? draft.diagnostics : draft.placed.general;
  const PluginEditor = pluginEditorOf(def?.type);

  return (
    <Drawer
      isOpen
      onClose={onClose}
      // The name has the focus from the start (autoFocus); when the opening transition ends, focus that has
      // already moved on to a field of the form (Ctrl+Enter put it on a refused one) stays where it is.
      onOpened={() => !formRef.current?.contains(document.activeElement) && nameRef.current?.focus()}
      size="520px"
      title={title}
      icon={(def?.icon ?? 'cube') as never}
      className="cf-editor"
      aria-label={isNew ? t('editor.newTitle', { type: typeLabel }) : t('editor.editTitle', { type: typeLabel })}
    >
      <form
        ref={formRef}
        className="cf-editor-form"
        noValidate
        onKeyDown={formKeys({ submit: () => void save() })}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className={`${Classes.DRAWER_BODY} cf-editor-body`}>
          <section className="cf-editor-section">
            <FormGroup label={t('editor.name')} labelFor="node-name" className="cf-field">
              <InputGroup
                id="node-name"
                inputRef={nameRef}
                autoFocus
                value={draft.name}
                onValueChange={draft.setName}
                maxLength={255}
                disabled={readOnly}
                placeholder={typeLabel}
              />
            </FormGroup>
            <FormGroup label={t('editor.tooltip')} labelFor="node-tooltip" labelInfo={t('editor.optional')} className="cf-field">
              <TextArea
                id="node-tooltip"
                fill
                autoResize
                value={draft.tooltip}
                maxLength={2000}
                disabled={readOnly}
                onChange={(e) => draft.setTooltip(e.currentTarget.value)}
              />
            </FormGroup>
          </section>
          {(draft.fields.length > 0 || PluginEditor) && (
            <section className="cf-editor-section" aria-label={t('editor.settings')}>
              <h4 className="cf-editor-heading">{t('editor.settings')}</h4>
              <ConfigFormContext.Provider value={form}>
                {PluginEditor ? (
                  <EditorKitContext.Provider value={editorKit}>
                    <Suspense fallback={<Spinner size={20} />}>
                      <PluginEditor type={def!.type} fields={draft.fields} sections={def!.editor.sections} />
                    </Suspense>
                  </EditorKitContext.Provider>
                ) : (
                  draft.fields.map((f) => <FieldControl key={f.key} field={f} path={[f.key]} />)
                )}
              </ConfigFormContext.Provider>
            </section>
          )}
          <DiagnosticSummary diagnostics={summary} placeOf={placeOf} t={t} />
        </div>
        <div className={`${Classes.DRAWER_FOOTER} cf-editor-footer`}>
          <span className="cf-editor-hint">
            <KeyHint command="form.submit" /> {t('editor.saveHint')}
          </span>
          <Button variant="minimal" text={t('common:cancel')} onClick={onClose} />
          <Button
            type="submit"
            intent="primary"
            loading={draft.saving}
            disabled={readOnly}
            title={edit.access.protected ? messages.canvas.taskProtected : undefined}
            text={isNew ? t('editor.create') : t('editor.save')}
          />
        </div>
      </form>
    </Drawer>
  );
}
