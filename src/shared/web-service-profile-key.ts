/**
 * How a web-service step names its profile (docs/api.md "Web-service profiles"): its level and id, 'ac:12' (the
 * account's own) or 'sp:3' (its provider's) — the two levels number their rows apart. Plain, so a node's definition
 * reads it without the profiles' schemas.
 */
export const webServiceProfileLevels = ['ac', 'sp'] as const;
export type WebServiceProfileLevel = (typeof webServiceProfileLevels)[number];
export const webServiceProfileKey = /^(ac|sp):[1-9]\d{0,9}$/;
export const profileKeyOf = (level: WebServiceProfileLevel, id: number) => `${level}:${id}`;
export function parseProfileKey(key: string): { level: WebServiceProfileLevel; id: number } | null {
  if (!webServiceProfileKey.test(key)) return null;
  const [level, id] = key.split(':');
  return { level: level as WebServiceProfileLevel, id: Number(id) };
}
