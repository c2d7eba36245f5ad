/**
 * reservation/list/{team|field} (docs/product.md: Screens): 'Tus reservas', filters by date and status (kept in the
 * address as ?date=YYYY-MM-DD&status=ACTIVE|FINISHED|CANCELED, so home-admin's counters open the list filtered), pages of 6 cards
 * (?pagina=N from the second), finalize / cancel through the actions machine, the admin-only 'Ver como:' list/calendar switch
 * (?ver=calendario), and the floating 'Hacer nueva reserva' of the team view. A reload keeps what the address keeps.
 * The list is ListMode.tsx, the calendar CalendarMode.tsx.
 */
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { Loading } from '../../components/Loading';
import { useSession } from '../../session/useSession';
import { deferredPart } from '../../components/deferred';
import { shownDayFrom, withParams, type ListAddressState } from './listAddress';
import { ListMode } from './ListMode';
import { NewReservationButton } from './NewReservationButton';
import type { Header, ScopeProps } from './scope';

/** The administrator's calendar (?ver=calendario), whose code comes when it is first shown. */
const CalendarMode = deferredPart(() => import('./CalendarMode').then((m) => m.CalendarMode), 480);
/** The administrator's tools and 'Ver como:', whose code comes as they are first drawn. */
const AdminHeader = deferredPart(() => import('./ListHeader').then((m) => m.AdminHeader), 84);

export default function ReservationListPage() {
  const { var: by } = useParams();
  const session = useSession();
  // The list of the user's role: a team's for a player, the field's for an administrator.
  const own = session.role === 'FIELD_ADMIN' ? 'field' : 'team';
  if (by !== own) return <Navigate to={`/dashboard/reservation/list/${own}`} replace />;
  if (!session.user) return <Loading />;
  const scopeId = by === 'team' ? session.player?.team?.id : session.admin?.field?.id;
  return (
    <Container size="lg" px={0} pb={by === 'team' ? 80 : 0}>
      <Stack gap={4} mb="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Tus reservas
        </Title>
        <Text c="dimmed">Aquí puedes ver todas tus reservas: primero las que ya terminaron y falta finalizar, luego las próximas.</Text>
      </Stack>
      {scopeId === undefined ? (
        <Alert color="yellow" variant="light">
          {by === 'team' ? MSG.reservation.noTeam : MSG.field.none}
        </Alert>
      ) : (
        <Reservations key={`${by}-${scopeId}`} by={by} scopeId={scopeId} userId={session.user.id} isAdmin={session.role === 'FIELD_ADMIN'} />
      )}
      {by === 'team' && <NewReservationButton />}
    </Container>
  );
}

function Reservations(props: ScopeProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const mode = props.isAdmin && params.get('ver') === 'calendario' ? 'calendar' : 'list';
  const setMode = (next: string) =>
    setParams((current) => withParams(current, { pagina: null, dia: null, vista: null, ver: next === 'calendar' ? 'calendario' : null }), {
      replace: true,
    });
  // The list reads the address once, when it starts. A navigation from elsewhere (a counter of home-admin, the menu's
  // link, back and forward) starts it afresh; its own writes carry the key it started with, so they leave it running.
  const listKey = (location.state as ListAddressState | null)?.listKey ?? location.key;
  // A field's list is its administrator's own (ReservationListPage): its tools are theirs.
  const header: Header = (reloadShown) =>
    props.isAdmin && (
      <AdminHeader
        fieldId={props.scopeId}
        onCreated={reloadShown}
        day={mode === 'calendar' ? shownDayFrom(params) : undefined}
        mode={mode}
        onModeChange={setMode}
      />
    );
  return (
    <Stack gap="md">
      {mode === 'list' ? <ListMode key={listKey} {...props} listKey={listKey} header={header} /> : <CalendarMode {...props} header={header} />}
    </Stack>
  );
}
