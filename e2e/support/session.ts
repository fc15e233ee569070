export const demoPassword = 'Studio-demo-1';

/** What POST /api/auth/login answers: the token (none when the sign-in asks for a second factor) and the user. */
export interface DemoSession {
  token?: string;
  user: { user_id: number; account_mappings: { sp_id: number; accounts: { ac_id: number; ac_name: string }[] }[] };
}

const tokens = new Map<string, string>();

/**
 * A demo user's session over the API: signed in once (POST /api/auth/login, which hashes the password with scrypt,
 * about 0.3 s on a loaded machine), then the same token again for as long as it still answers GET /api/auth/user
 * (signed out, refreshed away or refused: a new sign-in). Most tests sign in several times; each still gets its own
 * browser context and loads the app signed in with that token.
 */
export async function demoSession(baseUrl: string, email: string, password = demoPassword): Promise<DemoSession> {
  const key = `${email}\n${password}`;
  const known = tokens.get(key);
  if (known) {
    const res = await fetch(`${baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${known}` } });
    if (res.ok) return { token: known, user: ((await res.json()) as { data: DemoSession['user'] }).data };
    tokens.delete(key);
  }
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Signing in ${email} failed: ${login.status} ${await login.text()}`);
  const session = ((await login.json()) as { data: DemoSession }).data;
  if (session.token) tokens.set(key, session.token);
  return session;
}
