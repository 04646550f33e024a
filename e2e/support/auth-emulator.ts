/** The Firebase Auth emulator's REST API, as the browser tests' fixtures use it. */
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';

export async function signInWithPassword(email: string, password: string) {
  const res = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return { status: res.status, body: (await res.json()) as { idToken?: string; email?: string; error?: { message: string } } };
}
