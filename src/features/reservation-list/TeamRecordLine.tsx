/**
 * A team's record beside it on the field administrator's reservations (docs/product.md, "No-shows"): 'Cumplió 12 · No
 * se presentó 1', its bookings played and finalized and those it did not come to (GET /team/{id}/record). Loaded
 * through the load machine (useLoad): a grey line while it loads, 'Reintentar' when it fails.
 */
import { Skeleton, Text } from '@mantine/core';
import * as MSG from '../../../domain/messages';
import { LoadFailed } from '../../components/failure';
import { useLoad } from '../../components/useLoad';
import { loadTeamRecord } from './api';

/** `status`: the card's reservation's, with its no-show: a change of it (finalized, 'No se presentó') reads the record again. */
export function TeamRecordLine({ teamId, status }: { teamId: number; status: string }) {
  const record = useLoad((signal) => loadTeamRecord(teamId, signal), [teamId, status]);
  if (record.status === 'failure') return <LoadFailed title={MSG.attendance.recordFailed} error={record.error} onRetry={record.reload} />;
  if (!record.data) return <Skeleton height={18} width="60%" radius="sm" aria-hidden data-testid="team-record-loading" />;
  return (
    <Text
      size="sm"
      c={record.data.noShow > 0 ? 'orange.9' : 'dimmed'}
      data-testid="team-record"
      aria-label={`${MSG.attendance.recordLabel}: ${MSG.attendance.record(record.data.kept, record.data.noShow)}`}
    >
      {MSG.attendance.record(record.data.kept, record.data.noShow)}
    </Text>
  );
}
