import { Trans } from '@lingui/react/macro';
import { useParams } from '@/lib/router';
import { InboxList } from '@/features/messages/components/inbox-list';
import { ThreadView } from '@/features/messages/components/thread-view';
import { LazyReportDialog } from '@/features/moderation/components/lazy-report-dialog';

export const MessagesPage = () => (
  <section>
    <h1 className="mb-4 text-2xl font-bold text-slate-800">
      <Trans>Messages</Trans>
    </h1>
    <InboxList />
  </section>
);

export function ThreadPage() {
  const { id = '' } = useParams();
  return (
    <ThreadView
      id={id}
      reportDialog={(dialog) => <LazyReportDialog targetType="conversation" targetId={id} {...dialog} />}
    />
  );
}
