export { auditEntry, auditLogPage, auditOfChange } from './audit-log';
export { readBearerToken } from './bearer';
export { type FirebaseIdentity, GOOGLE_SECURETOKEN_JWKS_URL } from './firebase';
export { refuseSuspendedUser } from './refuse-suspended';
export {
  callerClaims,
  callerOf,
  callerUserId,
  requireAccessToken,
  requireAuth,
  requireAuthReading,
} from './require-auth';
export { provenIdentity } from './require-firebase-identity';
export { callerHasRole, requireRole } from './require-role';
export { requireVerifiedEmail } from './require-verified-email';
export { activeUser } from './sessions';
export { issueAccessToken } from './tokens';
export {
  activeUserById,
  type CurrentUser,
  effectiveRole,
  findUserByEmail,
  isSuspended,
  listUsersByRole,
  refuseSuspended,
  registerUser,
  suspendedNow,
  unsuspendedUserById,
  userById,
  userDeletion,
} from './users';
export { allowedCaller, readAsCaller, type Caller, type CallerPolicy } from './caller';
