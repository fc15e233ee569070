import { sbcRoles, type TrunkRegistrant } from '@shared/api/telephony';
import { telephonyMessages as m } from '@shared/messages-telephony';

type Row = Record<string, any>;

/** One SBC address of a trunk (primary or secondary) as stored columns. */
export function sbcAddress(trunk: Row, role: (typeof sbcRoles)[number]) {
  return {
    internal_ip: (trunk[`${role}_internal_ip`] as string | null) ?? null,
    internal_port: (trunk[`${role}_internal_port`] as number | null) ?? null,
    external_ip: (trunk[`${role}_external_ip`] as string | null) ?? null,
    external_port: (trunk[`${role}_external_port`] as number | null) ?? null,
  };
}

const filled = (a: ReturnType<typeof sbcAddress>) => Object.values(a).filter((v) => v !== null).length;

/**
 * The trunk validation state (GET /portal/trunk-validation-state): a trunk is valid when its primary SBC address is
 * whole (internal and external IP and port), its secondary is whole or empty and differs from the primary, and it
 * has an enabled registrant. Otherwise it is invalid, with each problem in words.
 */
export function trunkProblems(trunk: Row, registrants: readonly Pick<TrunkRegistrant, 'is_enabled'>[]): string[] {
  const problems: string[] = [];
  const primary = sbcAddress(trunk, 'primary');
  const secondary = sbcAddress(trunk, 'secondary');
  if (filled(primary) < 4) problems.push(m.noPrimary);
  const half = filled(secondary);
  if (half > 0 && half < 4) problems.push(m.halfSecondary);
  if (half === 4 && filled(primary) === 4 && JSON.stringify(primary) === JSON.stringify(secondary)) problems.push(m.sameAddresses);
  if (!registrants.some((r) => r.is_enabled === 1)) problems.push(m.noRegistrant);
  return problems;
}
