import { limits } from '@shared/limits';

const cookie = 'studio_remember_me';

/** The e-mail a "Remember me" sign-in kept on this browser, or ''. */
export function rememberedEmail(): string {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`));
  return found ? decodeURIComponent(found.slice(cookie.length + 1)) : '';
}

/** Keeps the e-mail in the remember-me cookie (expiring in 2038), or forgets it. */
export function rememberEmail(email: string | null) {
  const expires = email ? new Date(limits.session.rememberMeExpires) : new Date(0);
  document.cookie = `${cookie}=${encodeURIComponent(email ?? '')}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}
