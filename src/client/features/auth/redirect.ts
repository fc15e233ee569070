/** Where a signed-in user lands when no (safe) redirect target is given. */
export const defaultTarget = '/dashboard';

/**
 * A redirect target from a query value, or null when it is not a same-origin relative path.
 * Only paths starting with a single '/' pass: '//host', '/\host', schemes and control characters
 * (which browsers strip or reinterpret) are refused, so a link cannot send a user off-site.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const base = 'http://studio.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The page after a successful sign-in: the redirectUrl query when safe, else the dashboard. */
export function signInTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirectUrl');
  const target = safeRedirect(redirect);
  // Sending a user who just signed in back to a sign-in page would loop.
  if (!target || /^\/(login|verify\/otp|setup\/otp)(?:[/?#]|$)/.test(target)) return defaultTarget;
  return target;
}

/** A query string that carries redirectUrl on to the next sign-in step ('' when there is none). */
export function carryRedirect(search: string): string {
  const target = safeRedirect(new URLSearchParams(search).get('redirectUrl'));
  return target ? `?${new URLSearchParams({ redirectUrl: target })}` : '';
}
