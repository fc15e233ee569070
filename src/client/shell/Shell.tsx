import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandContext } from '../commands/useCommandContext';
import { useKeybindings } from '../commands/useKeybindings';
import type { RouteDef } from '../routes';
import { Sidebar, SidebarDrawer } from './Sidebar';
import { TopBar } from './TopBar';
import { useShellUi } from './uiStore';

const loadOverlays = () => import('../commands/CommandOverlays');
const CommandOverlays = lazy(loadOverlays);

/**
 * The palette and shortcut sheet stay out of the first page load: their code is fetched at the
 * first key press or pointer press anywhere, and mounted once one of them is opened.
 */
function useOverlaysWanted(): boolean {
  const open = useShellUi((s) => s.palette || s.shortcuts);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const prefetch = () => void loadOverlays();
    window.addEventListener('keydown', prefetch, { once: true, capture: true });
    window.addEventListener('pointerdown', prefetch, { once: true, capture: true });
    return () => {
      window.removeEventListener('keydown', prefetch, { capture: true });
      window.removeEventListener('pointerdown', prefetch, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted || open;
}

/** The signed-in studio: sidebar (or drawer), top bar, the screen, and the keyboard layer. */
export function Shell({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const ctx = useCommandContext();
  useKeybindings(ctx);
  const overlays = useOverlaysWanted();
  return (
    <div className="studio-shell">
      <Sidebar />
      <SidebarDrawer />
      <div className="studio-main">
        <TopBar title={t(route.title)} />
        <main className="studio-content" id="main">
          {children}
        </main>
      </div>
      {ctx && overlays && (
        <Suspense fallback={null}>
          <CommandOverlays ctx={ctx} />
        </Suspense>
      )}
    </div>
  );
}
