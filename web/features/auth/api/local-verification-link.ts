import { useQuery } from '@tanstack/react-query';
import { emulatorHost, firebaseConfig } from '@/lib/firebase-config';
import { authKeys } from '@/features/auth/query-keys';

interface OutOfBandCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/**
 * The newest e-mail verification link the local Auth emulator has issued for this address, or
 * null. The emulator sends no e-mail; it lists the links it would have sent (and allows this page's
 * origin to read them). Only emulator builds may call this: a real Firebase project has no such list.
 */
export async function fetchLocalVerificationLink(email: string) {
  const res = await fetch(`http://${emulatorHost}/emulator/v1/projects/${firebaseConfig.projectId}/oobCodes`);
  if (!res.ok) throw new Error(`The Auth emulator answered ${res.status}.`);
  const { oobCodes = [] } = (await res.json()) as { oobCodes?: OutOfBandCode[] };
  // Oldest first; a link disappears once it has been opened.
  const mine = oobCodes.filter(
    (code) => code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === email.toLowerCase(),
  );
  return mine.at(-1)?.oobLink ?? null;
}

/** The local verification link for `email`, asked only when `enabled` (emulator builds). */
export function useLocalVerificationLink(email: string, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.localVerificationLink(email),
    queryFn: () => fetchLocalVerificationLink(email),
    enabled: enabled && Boolean(email),
    // A new link can be issued at any moment (sign-up, resend, sign-in): never trust an old answer.
    staleTime: 0,
    retry: false,
  });
}
