/**
 * 'Descargar reservas' (docs/product.md, "Downloading the reservations"): the field's administrator picks a month
 * and gets its reservations as a CSV file for a spreadsheet. It is sent on the app's submit machine (useSubmit); a
 * month without reservations is said in the form, and no file comes.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { useState } from 'react';
import { monthLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import { errorMessage } from '../../api/http';
import { MonthField } from '../../components/DateField';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { downloadReservations } from './api';

interface Props {
  fieldId: number;
  opened: boolean;
  onClose: () => void;
}

export function DownloadReservationsModal({ fieldId, opened, onClose }: Props) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={MSG.download.title}>
      {/* Inside the modal, the form starts again on this month each time it opens. */}
      <DownloadForm fieldId={fieldId} onClose={onClose} />
    </TitledModal>
  );
}

function DownloadForm({ fieldId, onClose }: Omit<Props, 'opened'>) {
  const [month, setMonth] = useState(() => `${todayInAppZone().slice(0, 7)}-01`);
  // The month last asked for, when it had no reservations.
  const [empty, setEmpty] = useState<string | null>(null);
  // Why the last try failed, said in the dialog above its button (a toast would come over it on a phone).
  const [failure, setFailure] = useState<string | null>(null);
  const download = useSubmit(downloadReservations, {
    onSuccess: (count, asked) => {
      if (count === 0) return setEmpty(asked.month);
      notify.success(MSG.download.done(count, monthLabel(asked.month)));
      onClose();
    },
    onError: (error) => setFailure(errorMessage(error, MSG.download.failed)),
  });
  const choose = (next: string) => {
    setMonth(next);
    setEmpty(null);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        download.submit({ fieldId, month });
      }}
    >
      <Stack>
        <Text size="sm">{MSG.download.intro}</Text>
        <MonthField label={MSG.download.monthLabel} value={month} onChange={choose} required />
        {empty === month && (
          <Alert color="gray" role="status">
            {MSG.download.none(monthLabel(month))}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={MSG.download.failed}>
            {failure !== MSG.download.failed && failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={download.submitting} data-autofocus>
            {MSG.download.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
