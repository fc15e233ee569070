import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TransferRequest } from '@shared/api/transfer';

/** What a finished import made: its tasks (with a link to open the imported one) and the content it created, reused or renamed. */
export function ImportResultView({ request, onOpen }: { request: TransferRequest; onOpen(): void }) {
  const { t } = useTranslation('transfer');
  const result = request.result!;
  const count = (action: string) => result.content.filter((c) => c.action === action).length;
  return (
    <Callout intent={Intent.SUCCESS} icon="tick" role="status" title={t('import.done')} data-testid="import-result">
      <ul className="transfer-tasks">
        {result.tasks.map((task) => (
          <li key={task.task_id}>
            {task.renamed_from ? t('import.taskRenamed', { name: task.task_name, from: task.renamed_from }) : task.task_name}
          </li>
        ))}
      </ul>
      <p>{t('import.made', { created: count('created'), reused: count('reused'), renamed: count('renamed') })}</p>
      {result.unresolved_links.length > 0 && <p>{t('import.unresolved', { names: result.unresolved_links.join(', ') })}</p>}
      {request.task_id !== null && (
        <Link href={`/build/callflow/${request.task_id}`} onClick={onOpen} className="bp6-button bp6-intent-primary">
          {t('import.open', { name: request.task_name ?? '' })}
        </Link>
      )}
    </Callout>
  );
}
