import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandContext } from '../commands/useCommandContext';
import { CommandsContext } from '../commands/CommandsContext';
import { commandsFor } from '../commands/registry';
import { useScreenCommands } from '../commands/screenCommandStore';
import { useKeybindings } from '../commands/useKeybindings';
import type { RouteDef } from '../routeDef';
import { Sidebar, SidebarDrawer } from './Sidebar';
import { TopBar } from './TopBar';
import { CommandOverlaysSlot } from './CommandOverlaysSlot';
import { useFeatureFlags } from '../api/featureFlags';
import { gatingFlags } from '@shared/gating-flags';
import { useThemeColours } from './useThemeColours';

/** Flags the palette's commands decide on (spec 2 §6): asked once per selection, so a command knows without waiting. */
const commandFlags = [gatingFlags.taskMap, gatingFlags.liveMonitoring];

/** The signed-in studio: sidebar (or drawer), top bar, the screen, and the keyboard layer. */
export function Shell({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const ctx = useCommandContext();
  // Built again when the screens' commands arrive (with the first screen, palette or sheet that loads them).
  const screenCommands = useScreenCommands();
  const commands = useMemo(() => (ctx ? commandsFor(ctx) : null), [ctx, screenCommands]);
  useKeybindings(commands);
  useFeatureFlags(commandFlags);
  useThemeColours();
  return (
    <CommandsContext.Provider value={commands}>
      <div className="studio-shell">
        <Sidebar />
        <SidebarDrawer />
        <div className="studio-main">
          <TopBar title={t(route.title)} />
          <main className="studio-content" id="main">
            {children}
          </main>
        </div>
        <CommandOverlaysSlot ctx={ctx} />
      </div>
    </CommandsContext.Provider>
  );
}
