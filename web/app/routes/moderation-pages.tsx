import { AuditLogTable } from '@/features/moderation/components/audit-log-table';
import { ModerationQueue } from '@/features/moderation/components/moderation-queue';
import { MyReportsTable } from '@/features/moderation/components/my-reports-table';

export const ModerationPage = () => <ModerationQueue />;
export const AuditLogPage = () => <AuditLogTable />;
export const MyReportsPage = () => <MyReportsTable />;
