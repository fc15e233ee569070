import { limits } from '../limits';

/**
 * Theme colours and readability (spec 3 §3 theme colours, spec 1 §9 defaults). The shell
 * writes white text on theme_color (the active menu item, the avatar, selected palette rows) and theme_color
 * text on white; row_hover_color sits behind the normal text colour; hover_color marks a hovered item beside
 * white. A colour that breaks WCAG AA there is refused (text 4.5:1, marks 3:1). outline_color only draws
 * focus rings: the spec's own default (9cd6fc) is under 3:1 on white, so it is a warning, never a refusal.
 */
export type ThemeColourField = keyof typeof limits.themeColors;
export type ThemeColourSet = Record<ThemeColourField, string>;

/** The light theme's text and surface colours (styles.css). */
export const shellText = '1C2127';
export const shellSurface = 'FFFFFF';

function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The WCAG contrast ratio of two six-digit hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

export interface ColourProblem {
  field: ThemeColourField;
  /** The ratio found, rounded down to one decimal (so 4.49 never reads as 4.5). */
  ratio: number;
  /** The ratio needed. */
  needed: number;
  /** error: refused; warning: saved, but shown. */
  severity: 'error' | 'warning';
}

const rules: { field: ThemeColourField; against: string; needed: number; severity: 'error' | 'warning' }[] = [
  { field: 'theme_color', against: shellSurface, needed: 4.5, severity: 'error' },
  { field: 'row_hover_color', against: shellText, needed: 4.5, severity: 'error' },
  { field: 'hover_color', against: shellSurface, needed: 3, severity: 'error' },
  { field: 'outline_color', against: shellSurface, needed: 3, severity: 'warning' },
];

/** What is wrong with a set of theme colours, errors first. */
export function colourProblems(colours: ThemeColourSet): ColourProblem[] {
  const found: ColourProblem[] = [];
  for (const rule of rules) {
    const ratio = contrastRatio(colours[rule.field], rule.against);
    // The spec's own default outline is kept as given: warned of only when a provider picks another one.
    if (rule.severity === 'warning' && colours[rule.field].toLowerCase() === limits.themeColors[rule.field].toLowerCase()) continue;
    if (ratio < rule.needed)
      found.push({ field: rule.field, ratio: Math.floor(ratio * 10) / 10, needed: rule.needed, severity: rule.severity });
  }
  return found.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

/** The CSS variables the shell reads (styles.css), from a provider's colours. */
export function themeVariables(colours: ThemeColourSet): Record<string, string> {
  return {
    '--studio-accent': `#${colours.theme_color}`,
    '--studio-accent-hover': `#${colours.hover_color}`,
    '--studio-row-hover': `#${colours.row_hover_color}`,
    '--studio-outline': `#${colours.outline_color}`,
  };
}

/** A provider's stored settings → its four colours, the spec's defaults where none (or a malformed one) is stored. */
export function themeColoursOf(setting: Record<string, unknown> | null | undefined): ThemeColourSet {
  const out = { ...limits.themeColors } as ThemeColourSet;
  for (const key of Object.keys(out) as ThemeColourField[]) {
    const v = setting?.[key];
    if (typeof v === 'string' && /^[0-9A-Fa-f]{6}$/.test(v)) out[key] = v;
  }
  return out;
}
