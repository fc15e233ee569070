import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ScopeNotice } from '@client/shell/ScopeNotice';
import { tabPanelProps } from '@client/shell/tabPanel';
import { useSession } from '@client/session/store';
import { ContentDnd } from './ContentDnd';
import { ContentTabsBar } from './ContentTabsBar';
import { ListPane } from './list/ListPane';
import { FolderSidebar } from './sidebar/FolderSidebar';
import { useContentStore } from './store';
import { activeTab } from './tabAccess';
import { useCanWrite, useTabStates } from './useAccess';
import './content.css';
import '../buildEnglish';

/** /build/content: the content library of the selected account (spec 2 §2). */
export default function ContentPage() {
  const { t } = useTranslation('content');
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const account = useSession((s) => !!s.selection && s.selection.acId !== 'all');
  const states = useTabStates();
  const tab = states ? activeTab(states, query.get('tab')) : null;
  const canWrite = useCanWrite(tab);
  const wantsCreate = query.has('create');
  const openId = Number(query.get('id')) || null;

  // ?create=1 and ?id= (from the palette) open the editor once, then leave the address.
  useEffect(() => {
    if (!tab || (!wantsCreate && !openId)) return;
    useContentStore.getState().openEditor(wantsCreate ? { mode: 'create' } : { mode: 'update', id: openId! });
    navigate(`/build/content?tab=${tab.id}`, { replace: true });
  }, [tab, wantsCreate, openId, navigate]);

  if (!account) {
    return (
      <div className="studio-page">
        <ScopeNotice level="ac" need="individual" resource={t('resource')} />
      </div>
    );
  }
  if (!states) return <Spinner className="content-list-state" />;
  if (!tab) {
    return <NonIdealState className="content-list-state" icon="lock" title={t('noPermission')} />;
  }
  const select = (id: string) => {
    if (id === tab.id) return;
    useContentStore.getState().clearSelection();
    useContentStore.getState().openEditor(null);
    navigate(`/build/content?tab=${id}`);
  };
  return (
    <ContentDnd tab={tab} canWrite={canWrite}>
      <div className="content-page" data-testid="content-page">
        <FolderSidebar />
        <div className="content-main">
          <ContentTabsBar states={states} active={tab.id} onSelect={select} />
          <div className="content-tabpanel" {...tabPanelProps('content-tabs', tab.id)}>
            <ListPane key={tab.id} tab={tab} canWrite={canWrite} />
          </div>
        </div>
      </div>
    </ContentDnd>
  );
}
