import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';

// What Firebase is asked, and in which language: its e-mails cannot be read from here.
const sent = vi.hoisted(() => [] as { what: string; languageCode: string | null }[]);
const auth = vi.hoisted(() => ({ languageCode: null as string | null, currentUser: { uid: 'u1' } }));
vi.mock('@/lib/firebase', () => ({ auth }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  sendPasswordResetEmail: vi.fn(async () => void sent.push({ what: 'reset', languageCode: auth.languageCode })),
  sendEmailVerification: vi.fn(async () => void sent.push({ what: 'verify', languageCode: auth.languageCode })),
}));

const { resetPassword, sendVerificationEmail } = await import('./firebase-session');

describe("Firebase's e-mails", () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('are written in the language the visitor reads the site in', async () => {
    i18n.activate('bn');
    await resetPassword('buyer1@thanda.test');
    await sendVerificationEmail();
    i18n.activate('en');
    await resetPassword('buyer1@thanda.test');
    expect(sent).toEqual([
      { what: 'reset', languageCode: 'bn' },
      { what: 'verify', languageCode: 'bn' },
      { what: 'reset', languageCode: 'en' },
    ]);
  });
});
