/**
 * reservation/list/{team|field} (docs/product.md: Screens): 'Tus reservas', filters by date and status (kept in the
 * address as ?date=YYYY-MM-DD&status=ACTIVE|FINISHED|CANCELED, so home-admin's counters open the list filtered), pages of 6 cards
 * (?pagina=N from the second), finalize / cancel through the actions machine, the admin-only 'Ver como:' list/calendar switch
 * (?ver=calendario), and the floating 'Hacer nueva reserva' of the team view. A reload keeps what the address keeps.
 */
import {
  ActionIcon,
  Affix,
  Alert,
  Box,
  Button,
  Card,
  Collapse,
  Container,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconAddressBook,
  IconCalendarPlus,
  IconCalendarWeek,
  IconChevronDown,
  IconDownload,
  IconFilter,
  IconList,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ReservationViewer } from '../../../domain/calendar';
import { RESERVATION_PAGE_SIZE, RESERVATION_STATUS_LABELS, RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/constants';
import { formatDateDMY } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { canManageReservation } from '../../../domain/permissions';
import { isValidDate, todayInAppZone } from '../../../domain/time';
import type { Reservation } from '../../../domain/types';
import { reservationListMachine, type ReservationListFilters, type ReservationListInput } from '../../../machines/reservationList';
import { DateField } from '../../components/DateField';
import { LoadFailed } from '../../components/failure';
import { Pages } from '../../components/Pages';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { useNow } from '../../components/useNow';
import { inspector } from '../../inspect';
import { useSession } from '../../session/useSession';
import { loadAllReservations, loadClosedDays, loadReservationPage } from './api';
import { ConfirmReservationAction } from './ConfirmReservationAction';
import { LazyReservationCalendar } from '../field-calendar';
import type { CalendarView } from '../field-calendar';
import { CustomersModal, ManualReservationModal } from '../manual-booking';
import { DownloadReservationsModal } from './DownloadReservationsModal';
import { ReservationCard } from './ReservationCard';
import { useReservationActions } from './useReservationActions';

type Filters = ReservationListFilters;
const NO_FILTERS: Filters = { date: '', status: '' };

/** The applied filters, as the address carries them; anything else in it is ignored. */
function filtersFrom(params: URLSearchParams): Filters {
  const date = params.get('date') ?? '';
  const status = params.get('status') ?? '';
  return {
    date: isValidDate(date) ? date : '',
    status: (RESERVATION_STATUSES as readonly string[]).includes(status) ? (status as ReservationStatus) : '',
  };
}

/** The calendar's day in the address's `dia`, when it is a date. */
function shownDayFrom(params: URLSearchParams): string | undefined {
  const day = params.get('dia') ?? '';
  return isValidDate(day) ? day : undefined;
}

/** The list's page (from 0) in the address's `pagina` (from 1, absent on the first). */
function pageFrom(params: URLSearchParams): number {
  const page = params.get('pagina') ?? '';
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) - 1 : 0;
}

/** The address's parameters with each key of `changes` set to its value, or taken out when it is null (or undefined: left as it is). */
function withParams(params: URLSearchParams, changes: Record<string, string | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else if (value !== undefined) next.set(key, value);
  }
  return next;
}

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

interface ScopeProps {
  by: ReservationViewer;
  scopeId: number;
  userId: number;
  isAdmin: boolean;
}

/** What the list gives the address it writes, so that its own writes do not start it again (Reservations). */
interface ListAddressState {
  listKey?: string;
}

/** The header above either mode, given what a manual booking made loads again in that mode. */
type Header = (reloadShown: () => void) => ReactNode;

function Reservations(props: ScopeProps) {
  const [manualOpen, { open: openManual, close: closeManual }] = useDisclosure(false);
  const [downloadOpen, { open: openDownload, close: closeDownload }] = useDisclosure(false);
  const [customersOpen, { open: openCustomers, close: closeCustomers }] = useDisclosure(false);
  const manual = props.isAdmin && props.by === 'field';
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
  const header: Header = (reloadShown) => (
    <>
      {manual && (
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
          <DownloadReservationsModal fieldId={props.scopeId} opened={downloadOpen} onClose={closeDownload} />
          <CustomersModal fieldId={props.scopeId} opened={customersOpen} onClose={closeCustomers} />
          {/* After a manual booking the list or the calendar loads again. */}
          <ManualReservationModal
            fieldId={props.scopeId}
            opened={manualOpen}
            onClose={closeManual}
            onCreated={reloadShown}
            day={mode === 'calendar' ? shownDayFrom(params) : undefined}
          />
        </>
      )}
      {props.isAdmin && (
        <Group gap="sm">
          <Text fw={600} size="sm">
            Ver como:
          </Text>
          <SegmentedControl
            value={mode}
            onChange={setMode}
            aria-label="Ver como"
            data={[
              { value: 'list', label: <ModeLabel icon={<IconList size={16} />} text="Lista" /> },
              { value: 'calendar', label: <ModeLabel icon={<IconCalendarWeek size={16} />} text="Calendario" /> },
            ]}
          />
        </Group>
      )}
    </>
  );
  return (
    <Stack gap="md">
      {mode === 'list' ? <ListMode key={listKey} {...props} listKey={listKey} header={header} /> : <CalendarMode {...props} header={header} />}
    </Stack>
  );
}

function ModeLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}

/**
 * Whether this viewer may finalize or cancel (domain/permissions.ts): the field's administrator or the
 * team's owner. A field's list is the administrator's own field, so its administrator is the viewer.
 */
const managerOf =
  ({ by, userId, isAdmin }: ScopeProps) =>
  (r: Reservation) =>
    canManageReservation({ id: userId }, { teamOwnerId: r.team?.ownerId ?? null, fieldAdminId: by === 'field' && isAdmin ? userId : null });

/** A card's buttons, as events of the reservation actions' machine (useReservationActions). */
const cardActions = (send: ReturnType<typeof useReservationActions>['send']) => ({
  onFinalize: (id: number, teamName: string, ended: boolean) => send({ type: 'FINALIZE', id, teamName, ended }),
  onCancel: (id: number) => send({ type: 'CANCEL_RESERVATION', id }),
  onCancelSeries: (id: number) => send({ type: 'CANCEL_SERIES', id }),
  onNoShow: (id: number, teamName: string) => send({ type: 'NO_SHOW', id, teamName }),
});

/** What the server is asked for the list's filters and page. */
const pageQuery = ({ filters, page }: ReservationListInput) => ({
  ...(filters.date ? { date: filters.date } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  page,
  size: RESERVATION_PAGE_SIZE,
});

/** The list, run by machines/reservationList.ts: the filters and the page are its state, which the address follows. */
function ListMode(props: ScopeProps & { listKey: string; header: Header }) {
  const { by, scopeId } = props;
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const [machine] = useState(() =>
    reservationListMachine.provide({
      actors: { load: fromPromise(({ input }: { input: ReservationListInput }) => loadReservationPage(by, scopeId, pageQuery(input))) },
    }),
  );
  // The address is read here once, as the list's start.
  const actor = useActorRef(machine, { input: { filters: filtersFrom(params), page: pageFrom(params) }, inspect: inspector?.inspect });
  const list = useSelector(actor, (s) => s);
  const { filters: applied, page, data } = list.context;
  const [draft, setDraft] = useState<Filters>(applied);
  const [filtersOpen, { toggle: toggleFilters, close: closeFilters }] = useDisclosure(false);
  const today = todayInAppZone(useNow());

  // The one place the address follows the list: its filters, and its page from the second (the first is left out).
  // Replaced, not pushed, as always; anything else in the address (or a value it ignores) stays.
  const shown = JSON.stringify([applied.date, applied.status, page]);
  const inAddress = JSON.stringify([filtersFrom(params).date, filtersFrom(params).status, pageFrom(params)]);
  const { listKey } = props;
  useEffect(() => {
    if (shown === inAddress) return;
    const state: ListAddressState = { listKey };
    const changes = { date: applied.date || null, status: applied.status || null, pagina: page > 0 ? String(page + 1) : null };
    setParams((current) => withParams(current, changes), { replace: true, state });
  }, [shown, inAddress, applied.date, applied.status, page, listKey, setParams]);

  const read = () => loadReservationPage(by, scopeId, pageQuery({ filters: applied, page }));
  const refresh = useRefreshOnReturn(read, [applied, page], (next) => actor.send({ type: 'SET_DATA', data: next }));
  /** A card changed in place with the server's answer. */
  const replace = (updated: Reservation) => {
    if (data) actor.send({ type: 'SET_DATA', data: { ...data, content: data.content.map((r) => (r.id === updated.id ? updated : r)) } });
  };
  const actions = useReservationActions((updated, action) => {
    replace(updated);
    // A cancellation is read again, quietly (no spinner in place of the cards meanwhile): the rest of a fixed turn
    // changes other cards too, and a list filtered by status no longer holds the booking cancelled.
    if (action === 'cancelSeries' || action === 'cancel') refresh();
  }, refresh);
  const canManage = managerOf(props);

  // Both start again at the first page. Other filters close the panel on a phone, as a new list.
  const apply = (filters: Filters) => {
    if (filters.date !== applied.date || filters.status !== applied.status) closeFilters();
    actor.send({ type: 'FILTER_CHANGED', filters });
  };
  const search = () => apply(draft);
  const clear = () => {
    setDraft(NO_FILTERS);
    apply(NO_FILTERS);
  };

  const heading =
    'Lista de reservas' +
    (applied.date ? ` para el ${formatDateDMY(applied.date)}` : '') +
    (applied.status ? ` con estado "${RESERVATION_STATUS_LABELS[applied.status]}"` : '');

  return (
    <>
      {props.header(() => actor.send({ type: 'RELOAD' }))}
      <Stack gap="md">
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="filters-title">
          <UnstyledButton
            onClick={isPhone ? toggleFilters : undefined}
            aria-expanded={isPhone ? filtersOpen : true}
            style={{ cursor: isPhone ? 'pointer' : 'default' }}
            w="100%"
          >
            <Group justify="space-between">
              <Group gap={8}>
                <IconFilter size={18} aria-hidden />
                <Text fw={700} id="filters-title">
                  Filtros
                </Text>
              </Group>
              {isPhone && (
                <IconChevronDown
                  size={18}
                  style={{ transform: filtersOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                  aria-hidden
                />
              )}
            </Group>
          </UnstyledButton>
          <Collapse expanded={!isPhone || filtersOpen}>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                search();
              }}
            >
              <Group align="flex-end" mt="sm" gap="sm" wrap={isPhone ? 'wrap' : 'nowrap'}>
                <DateField
                  label="Fecha de reserva"
                  placeholder="Cualquier fecha"
                  clearable
                  today={today}
                  value={draft.date}
                  onChange={(date) => setDraft({ ...draft, date })}
                  style={{ flex: 1, minWidth: 160 }}
                />
                <NativeSelect
                  label="Estado"
                  value={draft.status}
                  onChange={(e) => setDraft({ ...draft, status: e.currentTarget.value as Filters['status'] })}
                  data={[{ value: '', label: 'Todas' }, ...RESERVATION_STATUSES.map((s) => ({ value: s, label: RESERVATION_STATUS_LABELS[s] }))]}
                  style={{ flex: 1, minWidth: 160 }}
                />
                <Group gap="xs" wrap="nowrap" style={isPhone ? { flexBasis: '100%' } : undefined}>
                  {isPhone ? (
                    <Button type="submit" leftSection={<IconSearch size={16} />} style={{ flex: 1 }}>
                      Buscar
                    </Button>
                  ) : (
                    <ActionIcon type="submit" size={36} aria-label="Buscar" title="Buscar">
                      <IconSearch size={18} />
                    </ActionIcon>
                  )}
                  <Button variant="default" onClick={clear} style={isPhone ? { flex: 1 } : undefined}>
                    Limpiar
                  </Button>
                </Group>
              </Group>
            </form>
          </Collapse>
        </Card>

        <Title order={2} fz={{ base: 18, sm: 22 }}>
          {heading}
        </Title>

        {list.matches('loading') ? (
          <Loading />
        ) : list.matches('failure') ? (
          <LoadFailed title={MSG.reservation.loadFailed} error={list.context.error} onRetry={() => actor.send({ type: 'RELOAD' })} />
        ) : !data || data.content.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {MSG.reservation.empty}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {data.content.map((r) => (
                <ReservationCard
                  key={r.id}
                  reservation={r}
                  viewedBy={by}
                  canManage={canManage(r)}
                  busy={actions.sending && actions.target?.id === r.id}
                  {...cardActions(actions.send)}
                  viewerId={props.userId}
                  onPaid={replace}
                  onMoved={(moved) => {
                    // Its place in the list may change with its date: the list is read again behind it.
                    replace(moved);
                    refresh();
                  }}
                  onRefused={refresh}
                  onUnsure={refresh}
                />
              ))}
            </SimpleGrid>
            {data.totalPages > 1 && (
              <Group justify="center">
                <Pages
                  label="Páginas de reservas"
                  total={data.totalPages}
                  value={page + 1}
                  onChange={(p) => actor.send({ type: 'PAGE_CHANGED', page: p - 1 })}
                />
              </Group>
            )}
          </>
        )}
        <ConfirmReservationAction actions={actions} reservation={data?.content.find((r) => r.id === actions.target?.id)} viewedBy={by} />
      </Stack>
    </>
  );
}

/** The field's reservations on the calendar (administrators); an event opens its card, with its buttons. */
function CalendarMode(props: ScopeProps & { header: Header }) {
  const { by, scopeId } = props;
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  // The day shown is kept in the address (`dia`), and on a wide screen the day view when chosen (`vista=dia`):
  // a reload or a link opens the calendar there, and 'Reserva manual' starts on that day.
  const [params, setParams] = useSearchParams();
  const today = todayInAppZone();
  const shownDay = shownDayFrom(params) ?? today;
  const showDay = (day: string, view?: CalendarView) =>
    setParams((current) => withParams(current, { dia: day === today ? null : day, vista: view && (view === 'day' ? 'dia' : null) }), {
      replace: true,
    });
  const read = () => loadAllReservations(by, scopeId);
  const all = useLoad(read);
  const refresh = useRefreshOnReturn(read, [], all.setData);
  // The field's closed days, hatched on the calendar; followed like the reservations. Without them (still
  // loading, or failed, which is said above it) the calendar shows the bookings all the same. A team's calendar has no one field.
  const readClosed = () => (by === 'field' ? loadClosedDays(scopeId) : Promise.resolve([]));
  const closed = useLoad(readClosed);
  useRefreshOnReturn(readClosed, [], closed.setData);
  const [selected, setSelected] = useState<number | null>(null);
  const replace = (updated: Reservation) => {
    if (all.data) all.setData(all.data.map((r) => (r.id === updated.id ? updated : r)));
  };
  const actions = useReservationActions(
    (updated, action) => {
      replace(updated);
      if (action === 'cancelSeries') refresh();
      setSelected(null);
    },
    () => {
      setSelected(null);
      refresh();
    },
  );
  const reservation = all.data?.find((r) => r.id === selected);

  const head = props.header(() => {
    all.reload();
    closed.reload();
  });
  if (all.status === 'loading')
    return (
      <>
        {head}
        <Loading />
      </>
    );
  if (all.status === 'failure')
    return (
      <>
        {head}
        <LoadFailed title={MSG.reservation.loadFailed} error={all.error} onRetry={all.reload} />
      </>
    );
  const hours = all.data?.find((r) => r.field)?.field ?? undefined;
  return (
    <>
      {head}
      <Card withBorder radius="lg" padding={isPhone ? 'xs' : 'md'}>
        {/* A day weeks away is one choice, not many presses of the arrows. */}
        <DateField label="Ir al día" size="xs" maw={280} mb="sm" value={shownDay} today={today} onChange={(day) => day && showDay(day)} />
        {/* Without its closed days a closed day would read as free: the calendar says so, above the bookings it shows. */}
        {closed.status === 'failure' && (
          <Box mb="sm">
            <LoadFailed title={MSG.closure.calendarFailed} error={closed.error} onRetry={closed.reload} />
          </Box>
        )}
        <Box>
          <LazyReservationCalendar
            reservations={all.data ?? []}
            reservationBy={by}
            closedDays={closed.data}
            mobile={isPhone}
            hours={hours}
            date={shownDay}
            view={params.get('vista') === 'dia' ? 'day' : 'week'}
            onDayShown={showDay}
            onReservationClick={setSelected}
          />
        </Box>
        <TitledModal
          opened={Boolean(reservation) && actions.value !== 'confirming' && !actions.sending}
          onClose={() => setSelected(null)}
          title="Reserva"
        >
          {reservation && (
            <ReservationCard
              reservation={reservation}
              viewedBy={by}
              canManage={managerOf(props)(reservation)}
              {...cardActions(actions.send)}
              viewerId={props.userId}
              onPaid={replace}
              onMoved={(moved) => {
                // The calendar shows it at its new time, where the administrator sees it moved.
                replace(moved);
                setSelected(null);
                if (moved.reservationDate !== shownDay) showDay(moved.reservationDate);
              }}
              onRefused={() => {
                setSelected(null);
                refresh();
              }}
              onUnsure={refresh}
            />
          )}
        </TitledModal>
        <ConfirmReservationAction actions={actions} reservation={all.data?.find((r) => r.id === actions.target?.id)} viewedBy={by} />
      </Card>
    </>
  );
}

function NewReservationButton() {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    // Its class lifts the toasts above it on phones (src/styles/notifications.css).
    <Affix className="new-reservation-fab" position={{ bottom: isPhone ? 80 : 24, right: isPhone ? 16 : 24 }} zIndex={150}>
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
