import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import { useContentStore } from '../store';
import type { AnyContentTab } from '../tabTypes';
import { editorTitleKey } from '../editor/titles';

/** Shown while no item is open: 'Select an item to edit and view more details.' with a Create button. */
export function DetailPlaceholder({ tab, canWrite }: { tab: AnyContentTab; canWrite: boolean }) {
  const { t } = useTranslation('content');
  return (
    <NonIdealState
      className="content-placeholder"
      icon={tab.icon}
      description={t('editor.selectAnItem', { defaultValue: messages.selectAnItem })}
      action={
        <Button
          intent="primary"
          variant="outlined"
          icon="add"
          disabled={!canWrite}
          text={t(editorTitleKey(tab, 'create'))}
          onClick={() => useContentStore.getState().openEditor({ mode: 'create' })}
        />
      }
    />
  );
}
