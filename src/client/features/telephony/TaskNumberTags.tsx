import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TaskNumber } from '@shared/api/telephony';
import './telephony.css';

/** A task's numbers as tags (the task list and the canvas header): a call to one of them runs the task. */
export function TaskNumberTags({ numbers }: { numbers: readonly TaskNumber[] }) {
  const { t } = useTranslation('flow');
  if (numbers.length === 0) return null;
  return (
    <span className="tel-task-numbers" aria-label={t('numbers.tagsLabel')}>
      {numbers.map((n) => (
        <Tag key={n.phone_number_id} minimal round icon="phone" title={n.label ?? n.display_number} data-testid="task-number">
          {n.display_number}
        </Tag>
      ))}
    </span>
  );
}
