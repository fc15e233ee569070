import { useTranslation } from 'react-i18next';
import { formatSize } from './rules';

export function SizeCell({ bytes }: { bytes: number }) {
  const { i18n } = useTranslation('content');
  return <span className="content-cell-muted">{formatSize(bytes, i18n.language)}</span>;
}
