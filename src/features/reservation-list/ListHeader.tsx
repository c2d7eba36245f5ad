/**
 * Above the reservation list or calendar: the field's administrator's 'Reserva manual', the download and the
 * customers, and the 'Ver como:' switch between list and calendar.
 */
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAddressBook, IconCalendarPlus, IconCalendarWeek, IconDownload, IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as MSG from '../../../domain/messages';
import { CustomersModal, ManualReservationModal } from '../manual-booking';
import { featureDialog } from '../../components/TitledModal';

const DownloadReservationsModal = featureDialog(() => import('./DownloadReservationsModal').then((m) => m.DownloadReservationsModal));

export type ListViewMode = 'list' | 'calendar';

interface ToolsProps {
  fieldId: number;
  /** After a manual booking the list or the calendar loads again. */
  onCreated: () => void;
  /** The calendar's day, where 'Reserva manual' starts. */
  day: string | undefined;
}

/**
 * What the field's administrator sees above the list or the calendar (a part of the screen of one role, whose code
 * comes as it is first drawn: ReservationListPage.tsx).
 */
export function AdminHeader({ mode, onModeChange, ...tools }: ToolsProps & { mode: ListViewMode; onModeChange: (mode: string) => void }) {
  return (
    <>
      <AdminTools {...tools} />
      <ModeSwitch mode={mode} onChange={onModeChange} />
    </>
  );
}

/** The field's administrator's buttons and the dialogs they open. */
function AdminTools({ fieldId, onCreated, day }: ToolsProps) {
  const [manualOpen, { open: openManual, close: closeManual }] = useDisclosure(false);
  const [downloadOpen, { open: openDownload, close: closeDownload }] = useDisclosure(false);
  const [customersOpen, { open: openCustomers, close: closeCustomers }] = useDisclosure(false);
  return (
    <>
      <Group gap="sm">
        <Button leftSection={<IconCalendarPlus size={18} />} onClick={openManual}>
          {MSG.reservation.manualButton}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={18} />} onClick={openDownload}>
          {MSG.download.button}
        </Button>
        <Button variant="default" leftSection={<IconAddressBook size={18} />} onClick={openCustomers}>
          {MSG.customer.listTitle}
        </Button>
      </Group>
      <DownloadReservationsModal fieldId={fieldId} opened={downloadOpen} onClose={closeDownload} />
      <CustomersModal fieldId={fieldId} opened={customersOpen} onClose={closeCustomers} />
      <ManualReservationModal fieldId={fieldId} opened={manualOpen} onClose={closeManual} onCreated={onCreated} day={day} />
    </>
  );
}

/** 'Ver como:' list or calendar. */
function ModeSwitch({ mode, onChange }: { mode: ListViewMode; onChange: (mode: string) => void }) {
  return (
    <Group gap="sm">
      <Text fw={600} size="sm">
        Ver como:
      </Text>
      <SegmentedControl
        value={mode}
        onChange={onChange}
        aria-label="Ver como"
        data={[
          { value: 'list', label: <ModeLabel icon={<IconList size={16} />} text="Lista" /> },
          { value: 'calendar', label: <ModeLabel icon={<IconCalendarWeek size={16} />} text="Calendario" /> },
        ]}
      />
    </Group>
  );
}

function ModeLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
