import { Trans } from '@lingui/react/macro';
import { suitedRooms } from '@shared/advisor/room-size';
import { formatNumber } from '@/lib/format';

/** Which rooms a unit of this size cools, by the rules the room-size advisor uses. */
export function SuitedRoomsLine({ tons }: { tons: number }) {
  const rooms = suitedRooms(tons);
  if (!rooms) return null;
  const from = formatNumber(rooms.fromSqFt);
  const to = formatNumber(rooms.toSqFt);
  const topFloor = formatNumber(rooms.topFloorToSqFt);
  return (
    <p className="text-slate-700" data-testid="suited-rooms">
      {rooms.fromSqFt > 0 ? (
        <Trans>
          Suits a room of {from}–{to} sq ft; on a top floor, up to {topFloor} sq ft.
        </Trans>
      ) : (
        <Trans>
          Suits a room of up to {to} sq ft; on a top floor, up to {topFloor} sq ft.
        </Trans>
      )}
    </p>
  );
}
