import { describe, it } from 'vitest';
import { sweepScreens } from './support/accessibility-sweep';
import { browserPerFile } from './support/browser';

const withPage = browserPerFile();

describe('accessibility (axe-core, wcag2a + wcag2aa): no serious or critical violation', () => {
  it('on the System section and the public screens (sign-in, visual forms, single sign-on, invitations), light and dark', async () => {
    await sweepScreens(withPage, ['system'], { publicScreens: true });
  }, 240_000);
});
