import { sharedKeys } from '@/lib/query-keys';

export const moderationKeys = {
  /** The queue and the log, which every moderation action refreshes. */
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  auditLog: () => [...moderationKeys.all, 'audit-log'] as const,
  myReports: () => ['reports', 'mine'] as const,
  /** Under the account's prefix: refreshed with the rest of the account. */
  standing: () => [...sharedKeys.account, 'standing'] as const,
  /** Under the admins' tables' prefix: refreshed by an admin's action in either feature. */
  suspensions: () => [...sharedKeys.admin, 'suspensions'] as const,
};
