import { useTranslation } from 'react-i18next';
import type { Problem } from './rules';

/** A field's validation message under it (announced to screen readers as it appears). */
export function ProblemText({ problem }: { problem: Problem | undefined }) {
  const { t } = useTranslation('content');
  if (!problem) return null;
  return (
    <span className="forms-error" role="alert">
      {t(problem.key, problem.values)}
    </span>
  );
}
