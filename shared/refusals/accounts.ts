import type { RefusalRule } from './rule';

/** Accounts (worker/accounts, worker/admin/accounts.ts). */
export const accountRefusals = {
  'session-expired': { status: 401, message: /*i18n*/ 'Your session has expired. Please sign in again.' },
  'account-inactive': { status: 401, message: /*i18n*/ 'This account is no longer active.' },
  'account-deleted': {
    status: 403,
    message: /*i18n*/ 'This account has been deleted. Please contact Thanda if you think this is a mistake.',
  },
  'email-unverified': {
    status: 403,
    message: /*i18n*/ 'Verify your e-mail address before you publish or edit listings.',
    variants: {
      // Signing in to an account made before uids were stored: only a verified e-mail claims it.
      claim:
        /*i18n*/ 'This e-mail address already has a Thanda account. Verify the address (open the link we send you), then log in again.',
    },
  },
  'email-taken': {
    status: 409,
    message: /*i18n*/ 'This e-mail address belongs to another Thanda account. Please contact Thanda if it is yours.',
  },
  'not-your-account': { status: 403, message: /*i18n*/ 'You can only look up your own account.' },
  'not-your-email': { status: 403, message: /*i18n*/ 'That e-mail address does not belong to the signed-in account.' },
  'cannot-remove-self': { status: 403, message: /*i18n*/ 'You cannot delete your own account.' },
  'cannot-remove-admin': {
    status: 403,
    message: /*i18n*/ 'An admin of this deployment (ADMIN_EMAILS) cannot be deleted.',
  },
  'user-not-found': { status: 404, message: /*i18n*/ 'No user with that id.' },
  'seller-not-found': { status: 404, message: /*i18n*/ 'No seller with that e-mail address.' },
  'admin-cannot-sell': {
    status: 403,
    message: /*i18n*/ 'An admin account cannot post ads. To sell, sign in with an account of your own.',
  },
  'account-suspended': {
    status: 403,
    message:
      /*i18n*/ 'Your account is suspended, so you cannot list, book, pay or send messages for now. Your dashboard says why.',
  },
} as const satisfies Record<string, RefusalRule>;
