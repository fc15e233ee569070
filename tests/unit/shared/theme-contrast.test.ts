import { describe, expect, it } from 'vitest';
import { describeProblems } from '@shared/api/profiles';
import { limits } from '@shared/limits';
import { colourProblems, contrastRatio, themeColoursOf, themeVariables } from '@shared/theme/contrast';

describe('theme colours and readability', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('000000', 'FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('FFFFFF', 'FFFFFF')).toBe(1);
    expect(contrastRatio('244CDE', 'FFFFFF')).toBeCloseTo(6.64, 2);
  });

  it("the spec's defaults pass; the default outline is not warned of", () => {
    expect(colourProblems({ ...limits.themeColors })).toEqual([]);
  });

  it('refuses a theme colour white text cannot be read on, and a row hover the text cannot be read on', () => {
    const problems = colourProblems({ ...limits.themeColors, theme_color: 'FFEB3B', row_hover_color: '333333' });
    expect(problems.map((p) => [p.field, p.severity, p.needed])).toEqual([
      ['theme_color', 'error', 4.5],
      ['row_hover_color', 'error', 4.5],
    ]);
    // Rounded down: 4.47 never reads as 4.5.
    expect(colourProblems({ ...limits.themeColors, theme_color: '767676' })).toEqual([]);
    expect(colourProblems({ ...limits.themeColors, theme_color: '777777' })[0]).toMatchObject({ field: 'theme_color', ratio: 4.4 });
  });

  it('warns of a faint outline other than the default, after the errors', () => {
    const problems = describeProblems({ ...limits.themeColors, outline_color: 'EEEEEE', hover_color: 'F0F0F0' });
    expect(problems.map((p) => p.severity)).toEqual(['error', 'warning']);
    expect(problems[1].message).toBe('The outline colour is hard to see on white (1.1 to 1; 3.0 to 1 is recommended).');
  });

  it('stored settings → colours with the defaults for missing or malformed ones → the shell variables', () => {
    const colours = themeColoursOf({ theme_color: '1A5E20', hover_color: 'nothex', display_date_format: 'YYYY-MM-DD' });
    expect(colours).toEqual({ ...limits.themeColors, theme_color: '1A5E20' });
    expect(themeVariables(colours)).toEqual({
      '--studio-accent': '#1A5E20',
      '--studio-accent-hover': '#0e97d4',
      '--studio-row-hover': '#EEF1FC',
      '--studio-outline': '#9cd6fc',
    });
  });
});
