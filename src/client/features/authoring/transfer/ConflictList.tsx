import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ContentChoice, ImportCheck } from '@shared/api/transfer';

interface Props {
  conflicts: ImportCheck['conflicts'];
  choices: Readonly<Record<string, ContentChoice>>;
  onChoose(key: string, action: ContentChoice): void;
}

export const choiceKey = (c: { model: string; id: number }) => `${c.model}:${c.id}`;

/** The file's content that exists here by name: one choice each (reuse by default, or a renamed copy). */
export function ConflictList({ conflicts, choices, onChoose }: Props) {
  const { t } = useTranslation('transfer');
  return (
    <ul className="transfer-conflicts" aria-label={t('import.conflicts')}>
      {conflicts.map((c) => {
        const key = choiceKey(c);
        return (
          <li key={key}>
            <span className="transfer-conflict-name">
              <span className="bp6-text-muted transfer-conflict-model">{t(`models.${c.model}`)}</span>
              {c.name}
            </span>
            <HTMLSelect
              aria-label={t('import.choice', { name: c.name })}
              value={choices[key] ?? c.default_action}
              onChange={(e) => onChoose(key, e.currentTarget.value as ContentChoice)}
              options={[
                { value: 'reuse', label: t('import.reuse') },
                { value: 'rename', label: t('import.rename') },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
