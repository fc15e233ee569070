import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LibraryBrowser } from './LibraryBrowser';
import { ProviderOffers } from './ProviderOffers';
import './libraryEnglish';

/** /build/tasks/library (the task list's library sub-view) and /discover/task-library: browse the templates. */
export default function LibraryPage() {
  const { t } = useTranslation('library');
  const [location] = useLocation();
  const fromTasks = location.startsWith('/build/');
  return (
    <div className="studio-page library-page">
      {fromTasks && (
        <p>
          <Link href="/build/tasks">{t('backToTasks')}</Link>
        </p>
      )}
      <H2>{t('title')}</H2>
      <p className="library-muted">{t('subtitle')}</p>
      <LibraryBrowser />
      <ProviderOffers />
    </div>
  );
}
