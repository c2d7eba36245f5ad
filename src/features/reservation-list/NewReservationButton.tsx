/** The team's floating 'Hacer nueva reserva' on its reservation list, to the home where a field is booked. */
import { Affix, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function NewReservationButton() {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    // Its class lifts the toasts above it on phones (src/styles/notifications.css).
    // In the page's main landmark, not a portal outside it, so that a screen reader's landmarks find it.
    <Affix className="new-reservation-fab" position={{ bottom: isPhone ? 80 : 24, right: isPhone ? 16 : 24 }} zIndex={150} withinPortal={false}>
      <Button
        component={Link}
        to="/dashboard/home-player"
        size="md"
        radius="xl"
        leftSection={<IconPlus size={18} />}
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      >
        Hacer nueva reserva
      </Button>
    </Affix>
  );
}
