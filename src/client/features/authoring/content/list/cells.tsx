import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useDisplayDate } from '../../../../session/useDisplayDate';

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
  const text = useDisplayDate().date(at);
  if (!text) return null;
  return (
    <time className="content-cell-muted" dateTime={at}>
      {text}
    </time>
  );
}
