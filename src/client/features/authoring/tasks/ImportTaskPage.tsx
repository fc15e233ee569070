import { NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TaskType } from '@shared/api/flow';
import { TaskDialog } from './TaskDialog';
import '../buildEnglish';

/**
 * /import/task/voice and /import/task/chatbot: a blank task of that type; creating it posts the
 * close-iframe message to the parent window (spec 2 §2).
 */
export default function ImportTaskPage() {
  const { t } = useTranslation('flow');
  const [location] = useLocation();
  const type: TaskType = location.endsWith('/chatbot') ? 'chatbot' : 'voice';
  const [done, setDone] = useState(false);
  return (
    <div className="studio-page">
      {done && <NonIdealState icon="tick-circle" title={t('tasks.importCreated')} />}
      <TaskDialog
        open={!done}
        task={null}
        initialType={type}
        fixedType
        onClose={() => window.parent.postMessage({ type: 'close-iframe' }, '*')}
        onSaved={() => {
          setDone(true);
          window.parent.postMessage({ type: 'close-iframe' }, '*');
        }}
      />
    </div>
  );
}
