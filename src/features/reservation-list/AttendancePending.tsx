/** For the team's owner (Attendance.tsx): who has not answered, each with a WhatsApp reminder when they have a cellphone. */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { nudgeLink } from '../../../domain/attendance';
import * as MSG from '../../../domain/messages';
import type { AttendanceEntry, Reservation } from '../../../domain/types';
import { ICON_LINK_TARGET } from '../../components/targets';

interface Props {
  pending: AttendanceEntry[];
  viewerId: number;
  reservation: Reservation;
}

export function AttendancePending({ pending, viewerId, reservation: r }: Props) {
  return (
    <Stack gap={2} data-testid="attendance-pending">
      <Text size="sm" fw={600}>
        {MSG.attendance.pendingList}
      </Text>
      {pending.map((e) => (
        <Group key={e.playerId} gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {e.name}
          </Text>
          {e.playerId === viewerId ? null : e.cellphone ? (
            <Anchor
              href={nudgeLink(e.cellphone, r)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={MSG.attendance.nudge(e.name)}
              style={ICON_LINK_TARGET}
            >
              <IconBrandWhatsapp size={20} aria-hidden />
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {MSG.attendance.noCellphone}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
