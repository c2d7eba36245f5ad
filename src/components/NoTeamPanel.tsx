/** What a player without a team sees where they would book (docs/product.md: Screens): create a team or search one. */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconShirtSport } from '@tabler/icons-react';
import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * The state of an entry opened from another screen that its 'Volver' / 'Cancelar' should return to (the
 * team form opened from the field list): with it, leaving is a step Back, so the abandoned form is not left
 * in history either.
 */
export interface OpenedFrom {
  from: string;
}

/** The team form's link, opened from here: its 'Cancelar' and 'Volver' come back here, not to 'Mi equipo'. */
function CreateTeamLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { pathname: path } = useLocation();
  const openedFrom: OpenedFrom = { from: path };
  return <Link {...props} to="/dashboard/team/form" state={openedFrom} />;
}

export function NoTeamPanel() {
  return (
    <Alert color="yellow" title="Necesitas un equipo para reservar" variant="light" icon={<IconShirtSport />}>
      <Text size="sm" mb="sm">
        Crea tu equipo o únete a uno para poder reservar canchas.
      </Text>
      <Group gap="sm">
        <Button component={CreateTeamLink} size="xs">
          Crear equipo
        </Button>
        <Button component={Link} to="/dashboard/team/list" size="xs" variant="light">
          Buscar equipos
        </Button>
      </Group>
    </Alert>
  );
}
