import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export function NameCell({ name, id }: { name: string; id: number }) {
  return (
    <span className="content-cell-name">
      <span className="content-cell-title">{name}</span>
      <span className="content-cell-id">#{id}</span>
    </span>
  );
}

/** A translated value (an i18n key of the 'content' namespace) as a quiet tag. */
export function TypeCell({ value }: { value: string }) {
  const { t } = useTranslation('content');
  return (
    <Tag minimal round>
      {t(value)}
    </Tag>
  );
}

export function UpdatedCell({ at }: { at: string }) {
  const { i18n } = useTranslation('content');
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return <span className="content-cell-muted">{date.toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' })}</span>;
}
