import { useEffect } from 'react';
import { themeColoursOf, themeVariables } from '@shared/theme/contrast';
import { useSession } from '../session/store';

/**
 * The selected provider's theme colours on the shell (spec 3 §3, defaults in spec 1 §9):
 * the CSS variables styles.css reads, set on the document root. They come with the switcher's options, so
 * a change reaches the shell as soon as the session user is reloaded (after a save, or the realtime refresh
 * every user of the provider gets) — no call of its own. 'All providers' and signing out give the defaults.
 */
export function useThemeColours() {
  const setting = useSession((s) => s.user?.account_mappings.find((o) => o.sp_id === s.selection?.spId)?.sp_setting);
  const key = JSON.stringify(setting ? themeColoursOf(setting) : null);
  useEffect(() => {
    const root = document.documentElement;
    const colours = JSON.parse(key) as ReturnType<typeof themeColoursOf> | null;
    const vars = colours ? themeVariables(colours) : {};
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) root.style.removeProperty(name);
    };
  }, [key]);
}
