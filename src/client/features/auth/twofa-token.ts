/** The short-lived token between the password step and the one-time code (session storage only). */
const key = 'studio.twofa_token';

export function keepTwofaToken(token: string) {
  try {
    sessionStorage.setItem(key, token);
  } catch {
    // Without session storage the code step cannot follow; the page sends the user back to /login.
  }
}

export function readTwofaToken(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function dropTwofaToken() {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
