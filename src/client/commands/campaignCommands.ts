import { screenCommands } from './screenCommand';

/** What /build/campaigns offers its commands, opened as 'campaigns' while the screen is mounted. */
export interface CampaignControls {
  canWrite(): boolean;
  /** The selected campaign may start (or resume) / pause now. */
  canRun(): boolean;
  canPause(): boolean;
  run(): void;
  pause(): void;
}

/** "Run campaign…" (Alt+Shift+R) and "Pause campaign …" (Alt+Shift+P) on the selected campaign. Titles: 'flow:commands.runCampaign', 'flow:commands.pauseCampaign'. */
export const campaignSpecs = screenCommands<CampaignControls>()([
  {
    id: 'campaigns.runCampaign',
    key: 'alt+shift+r',
    icon: 'play',
    keywords: ['campaign', 'run', 'start', 'resume', 'outbound', 'dial'],
    enabled: (c) => c.canWrite() && c.canRun(),
    run: (c) => c.run(),
  },
  {
    id: 'campaigns.pauseCampaign',
    key: 'alt+shift+p',
    icon: 'pause',
    keywords: ['campaign', 'pause', 'hold', 'outbound'],
    enabled: (c) => c.canWrite() && c.canPause(),
    run: (c) => c.pause(),
  },
]);
