export { auditEntry, auditLogPage, auditOfChange } from './audit-log';
export { readBearerToken, socketProtocolToken } from './bearer';
export { type FirebaseIdentity, GOOGLE_SECURETOKEN_JWKS_URL } from './firebase';
export { authenticate, callerClaims, callerOf, signedIn } from './authenticate';
export { provenIdentity } from './require-firebase-identity';
export { activeUser } from './sessions';
export { issueAccessToken } from './tokens';
export {
  activeUserById,
  type CurrentUser,
  isSuspended,
  refuseSuspended,
  registerUser,
  suspendedNow,
  unsuspendedUserById,
  userById,
  userDeletion,
} from './users';
export { allowedCaller, readAsCaller, type Caller, type CallerPolicy } from './caller';
