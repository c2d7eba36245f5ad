import { Badge } from '@mantine/core';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../domain/constants';

const COLORS: Record<ApplicationStatus, string> = { PENDING: 'yellow', ACCEPTED: 'cancha', REJECTED: 'red' };

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" w="fit-content">
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
