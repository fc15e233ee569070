import type { CampaignChannel } from '@shared/api/campaigns';
import type { Services } from '../../services';

/** What placing a call came to: answered (the task runs), or no answer or busy (retried as the campaign says). */
export type DialResult = 'answered' | 'no_answer' | 'busy';
export type Dialer = (call: {
  phone_number: string;
  caller_number_id: number | null;
  campaign_id: number;
  channel: CampaignChannel;
}) => Promise<DialResult>;

/** The studio's own dialer: the simulator's, in which every call is answered and the task's session is the call. */
export const simulatedDialer: Dialer = async () => 'answered';

const dialers = new WeakMap<Services, Dialer>();

/** Places a studio's outbound calls through another dialer (a telephony platform's, or a test's). */
export const useDialer = (services: Services, dialer: Dialer) => void dialers.set(services, dialer);
export const dialerOf = (services: Services): Dialer => dialers.get(services) ?? simulatedDialer;
