import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ReportReason, ReportTarget } from '@shared/domain';
import { api, readJson } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { moderationKeys } from '@/features/moderation/query-keys';

export type ReportInput = { targetType: ReportTarget; targetId: string; reason: ReportReason; note?: string };

/** Anyone signed in reports a listing, a user or a conversation. */
export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (report: ReportInput) => readJson(await api.reports.$post({ json: report })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.myReports() }),
  });
}

/** The caller's reports and what was done about them. */
export function useMyReports() {
  return useQuery({
    queryKey: moderationKeys.myReports(),
    queryFn: async () => readJson(await api.reports.mine.$get()),
  });
}

/** Whether the caller is suspended, why and until when. */
export function useStanding(enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.standing(),
    queryFn: async () => readJson(await api.account.standing.$get()),
    enabled,
  });
}

/** Who is suspended now, for the admins' tables (one request shared by every row). */
export function useSuspensions() {
  return useQuery({
    queryKey: moderationKeys.suspensions(),
    queryFn: async () => readJson(await api.dashboard.suspensions.$get()),
  });
}

export function useModerationQueue() {
  return useQuery({
    queryKey: moderationKeys.queue(),
    queryFn: async () => readJson(await api.dashboard.moderation.$get()),
  });
}

type Queue = InferResponseType<typeof api.dashboard.moderation.$get, 200>;
export type QueueEntry = Queue['reported'][number];
export type PendingListing = Queue['pending'][number];
export type WaitingVerification = Queue['verifications'][number];

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: moderationKeys.auditLog(),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson(await api.dashboard['audit-log'].$get({ query: pageParam ? { before: pageParam } : {} })),
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** What an admin can do from the queue; each refreshes the queue and the log. */
export type ModerationAction =
  | { kind: 'dismiss'; targetType: ReportTarget; targetId: string; reason?: string }
  | { kind: 'hide'; listingId: string; reason: string }
  | { kind: 'restore'; listingId: string }
  | { kind: 'approve'; listingId: string }
  | { kind: 'reject'; listingId: string; reason: string }
  | { kind: 'suspend'; userId: string; reason: string; until?: string }
  | { kind: 'unsuspend'; userId: string }
  | { kind: 'delete-listing'; listingId: string }
  | { kind: 'delete-user'; userId: string }
  | { kind: 'verify-seller'; requestId: string }
  | { kind: 'decline-verification'; requestId: string; reason: string };

async function perform(action: ModerationAction) {
  const listing = api.moderation.listings[':id'];
  const user = api.moderation.users[':id'];
  const verification = api.moderation['verification-requests'][':id'];
  switch (action.kind) {
    case 'dismiss': {
      const { kind: _, ...json } = action;
      return readJson(await api.moderation.dismiss.$post({ json }));
    }
    case 'hide':
      return readJson(await listing.hide.$put({ param: { id: action.listingId }, json: { reason: action.reason } }));
    case 'restore':
      return readJson(await listing.restore.$put({ param: { id: action.listingId }, json: {} }));
    case 'approve':
      return readJson(await listing.approve.$put({ param: { id: action.listingId } }));
    case 'reject':
      return readJson(await listing.reject.$put({ param: { id: action.listingId }, json: { reason: action.reason } }));
    case 'suspend': {
      const json = { reason: action.reason, ...(action.until && { until: action.until }) };
      return readJson(await user.suspend.$put({ param: { id: action.userId }, json }));
    }
    case 'unsuspend':
      return readJson(await user.unsuspend.$put({ param: { id: action.userId }, json: {} }));
    case 'delete-listing':
      return readJson(await api.product[':id'].$delete({ param: { id: action.listingId } }));
    case 'delete-user':
      return readJson(await api.user[':id'].$delete({ param: { id: action.userId } }));
    case 'verify-seller':
      return readJson(await verification.verify.$put({ param: { id: action.requestId } }));
    case 'decline-verification': {
      const { requestId: id, reason } = action;
      return readJson(await verification.decline.$put({ param: { id }, json: { reason } }));
    }
  }
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: perform,
    // The queue, the log, and the admin's tables of users, which show who is suspended.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.admin }),
      ]),
  });
}
