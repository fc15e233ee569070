import { describe, it } from 'vitest';
import { sweepScreens } from './support/accessibility-sweep';
import { browserPerFile } from './support/browser';

const withPage = browserPerFile();

describe('accessibility (axe-core, wcag2a + wcag2aa): no serious or critical violation', () => {
  it("on a provider admin's Manage and Discover screens, light and dark", async () => {
    await sweepScreens(withPage, ['provider'], { publicScreens: false });
  }, 240_000);
});
