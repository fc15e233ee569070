/** The job id of /analyse/reports/job/{job_id?}[/{from_link}/{notification_message_id}/{user_id?}] (null without one). */
export function reportJobParams(path: string): { jobId: number | null } {
  const m = /^\/analyse\/reports\/job(?:\/(\d+))?(?:\/[^/]+\/\d+(?:\/\d+)?)?\/?$/.exec(path.split('?')[0]);
  return { jobId: m?.[1] ? Number(m[1]) : null };
}

/** The ids of /analyse/virtual-agent-tracker/{sp_id?}/{ac_id?}/{from_ac_id?}; a missing or non-numeric part is undefined. */
export function trackerParams(path: string): { spId?: number; acId?: number; fromAcId?: number } {
  const parts = path
    .split('?')[0]
    .replace(/^\/analyse\/virtual-agent-tracker\/?/, '')
    .split('/');
  const id = (v?: string) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
  return { spId: id(parts[0]), acId: id(parts[1]), fromAcId: id(parts[2]) };
}
