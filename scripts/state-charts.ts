/**
 * Generates docs/state-charts.md from the machine definitions in machines/: one Mermaid `stateDiagram-v2`
 * per machine, drawn from `machine.root` (states, nested states, transitions with their events, `after`
 * delays, the done and error transitions of invoked actors, guards, final states), each with the short
 * description kept below. Every .ts file of machines/ is imported, so a new machine is picked up by itself.
 *
 *   npx tsx scripts/state-charts.ts      (or npm run docs:charts)
 *
 * tests/docs/stateCharts.test.ts regenerates the text and fails when the committed file differs, and checks
 * that the hand-written descriptions name only states and events the machines have (`proseProblems`).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MACHINES_DIR = join(ROOT, 'machines');
export const OUTPUT = join(ROOT, 'docs', 'state-charts.md');

/**
 * What each machine is for, by machine id. Written by hand: the diagram says how a machine moves, this says
 * why it exists, who runs it and who provides its actors. A machine missing here gets a generic line.
 *
 * The prose is checked against the machines (`proseProblems`, run by tests/docs/stateCharts.test.ts): a state
 * is written in asterisks (`*refreshing*`, or its path, `*signedIn.refreshing*`) and must exist in that
 * machine; a word in capitals (LOGOUT) must be an event the machine handles, unless it is one of NOT_EVENTS.
 */
const DESCRIPTIONS: Record<string, string> = {
  noticeStream:
    "The signed-in user's live notices and their unread count, in two regions side by side. *stream*: one stream from " +
    'the server (GET /notification/stream) kept open while the dashboard is. *stream.live* runs it (connecting until the ' +
    'server answers, then open), hands each notice on, counts it and remembers its id; when the stream ends or fails it ' +
    'waits in *stream.retrying* (1, 2, 5, 10, then every 30 s) and connects again asking for what came after the last ' +
    'notice (Last-Event-ID); coming back online (ONLINE) connects at once. *count*: the unread count is read ' +
    '(*count.reading*) each time the stream opens (OPENED) and at RECOUNT, after notices were marked read; a read asked ' +
    'for while one is under way starts over. A notice already in the count is not counted again (domain/unread.ts).',
  session:
    'The one app-wide session: whether somebody is signed in, with which token and which user. It starts from the token ' +
    'kept in the browser (*start*), loads the signed-in user (*signedIn.loadingUser*), renews the token ' +
    '(*signedIn.refreshing*) a minute before it expires or when a call answers 401 (UNAUTHORIZED), and logs out ' +
    '(*anonymous*, clearing the stored token) on LOGOUT. A refused renewal ends the session in *expired*: the user is ' +
    'told so, and the dashboard guard (src/layout/guards.tsx) opens /login, which comes back to the same screen. A renewal ' +
    'that gets no answer is no refusal: *signedIn.renewFailed* keeps the user in and tries again. The app runs a single ' +
    'actor of it for the whole tab (src/session/); the dashboard guard, the menus and every page read who is signed in ' +
    'from it. See [product.md](product.md#session).',
  booking:
    'The booking wizard of /dashboard/reservation/form/field/{id}, one actor per visit. It prepares (*preparing*: loads ' +
    'the field and whether the team already holds an ACTIVE reservation), lets the player edit date, start time and ' +
    'hours (*editing*), asks the server whether the slot is free (*checkingAvailability*), shows the *summary*, and ' +
    'creates the reservation on CONFIRM (*creating*). A team that already holds an ACTIVE reservation ends in ' +
    '*blockedByActiveReservation* (the warning and the team reservation list); a refusal returns to *editing* with the ' +
    'server message, and a time taken meanwhile (SLOT_TAKEN, from the check or from creating) first goes through ' +
    '*refreshingSlots*, which reloads the field so the taken time shows as taken. A check that gets no answer waits in ' +
    "*checkFailed* for RETRY. The day shown is its context: the address's (`?date=`), else the field's first day with " +
    "a free time; DATE (a day chip, 'Fecha') shows another and adds a history entry for it; the summary adds an entry " +
    "of its own (`?date=&start=&hours=`), which CANCEL ('Cancelar', Escape, ×) or a refusal takes back. The invoked " +
    "`history` actor tells of the browser's Back and Forward as HISTORY: leaving the summary's entry closes it, another " +
    "day's entry shows that day, and Forward onto a summary's entry checks its time again. The feature module " +
    'src/features/booking/ provides its actors and the navigation (useBooking.ts).',
  reservationActions:
    'Finalizing or cancelling a reservation from a reservation card, cancelling the rest of a fixed turn (turno fijo) ' +
    "from one of its occurrences, or marking that its team or customer did not come ('No se presentó', the field's " +
    'administrator once the start has passed), one actor per list. A request asks for confirmation first (*confirming*; for the rest ' +
    'of a turn, *counting* reads the turn first to say how many dates go); on CONFIRM the status change is sent to the ' +
    'server (*updating*), and when no answer came *verifying* reads the reservation again. The outcome (the success text ' +
    'or the server message) is shown in *done* or *failed*, from which another reservation can be acted on. Which ' +
    'buttons a card offers is decided by domain/time.ts and domain/permissions.ts, not by this machine.',
  accountDeletion:
    "Deleting one's own account from the profile's 'Mis datos'. OPEN shows the confirmation, which asks for the password " +
    'again; SUBMIT with it sends DELETE /user/me (nothing typed: the message says so and nothing is sent). A refusal (a ' +
    'wrong password, a team with other players) returns to the confirmation with the server message; once deleted, the ' +
    'session ends and the app shows /home.',
  attendance:
    "'¿Quién va?' and 'la vaca' on a team's reservation card, one actor per card: it loads who of the team goes, " +
    "then a member answers 'Voy' or 'No voy' (answering) and the team's owner marks who paid them their share " +
    '(marking); each write answers the whole attendance, which replaces the one shown, and a failure leaves it as it ' +
    "was with the reason. A failed load offers 'Reintentar'. READ, in ready, takes the card's quiet read again (each " +
    "minute in sight, and on coming back), so teammates' answers and marks show. The reservations feature's api.ts " +
    'provides its actors.',
  application:
    'A team owner answering one join request on /dashboard/requests, one actor per request in *pending*. ACCEPT or ' +
    'REJECT asks for confirmation (*confirming*), CONFIRM sends the answer (*answering*); the request ends *accepted* or ' +
    "*rejected*, or goes back to *pending* with the server's message (for example when the team is already full).",
  imageUpload:
    'Changing a picture: the profile photo of a user or the shield of a team, inside the picture modal. A file chosen ' +
    '(CHOOSE) is checked against the image rule of domain/image.ts (an image type, at most 2 MB) before anything is ' +
    'sent; only an acceptable file reaches *ready* and can be uploaded (UPLOAD, *uploading*). A failed upload goes back ' +
    'to *ready* with the file, so the user can try again; RESET clears the modal (*empty*) except while an upload is in ' +
    'flight.',
  load:
    'The generic load-and-show flow used by the many simple screens (lists, details, counters) through src/components/' +
    'useLoad.ts. It invokes the `load` actor that the screen provides (*loading*), holds the data (*success*) or the ' +
    'error (*failure*), and loads again on RELOAD. The machine is made by a factory (`createLoadMachine<T>()`) so that ' +
    'each screen gets its data typed.',
  refresh:
    "A screen's quiet refresh, beside the load flow, used through src/components/useRefreshOnReturn.ts by the " +
    "reservation list, the administrator's calendar and 'Reserva manual': REFRESH invokes the `read` actor the screen " +
    'provides (*reading*) while what is shown stays on screen, and hands the answer to the provided onRefreshed action; ' +
    'a failed read is dropped, and STOP (the screen now shows another page or filter) drops the read under way (*idle*).',
  submit:
    'The generic send-and-answer flow of simple forms and buttons, used through src/components/useSubmit.ts. SUBMIT ' +
    'invokes the `submit` actor provided by the screen with the event input (*submitting*) and returns to *idle*, ' +
    'handing the outcome to the provided succeeded or failed actions (which show the messages of ' +
    '[product.md](product.md#messages)).',
  freeSearch:
    "'Buscar cancha libre' on /home and home-player: SEARCH (a day, a start time and 1 to 3 hours) invokes the `search` " +
    "actor of the feature's api.ts, which asks the free fields and, when none is free, each field's free start times " +
    'within two hours. It ends on results (cheapest first), empty (with those near times) or failed, whose RETRY asks ' +
    'the same search again. A SEARCH while one is under way stops the older request. CLEAR, when the form changed to a ' +
    'search the clock refuses (an hour already past), goes back to idle without the last answer.',
  invitation:
    "A team's invitation page, /invitacion/{secret}, one actor per visit. It loads the team the link invites to (no " +
    'session needed); a link that no longer works (unknown, replaced, revoked or past its 7 days) ends in invalid, a ' +
    'failed load waits in loadFailed for RETRY. In shown a signed-in player sends JOIN once: joined, or refused with the ' +
    "server's reason (a full team, a player who already has a team), invalid when the link was revoked meanwhile, or " +
    'failed when no answer came (RETRY sends it again). The invitation feature provides its actors.',
  visitorField:
    "A field's start times for anyone, /cancha/{id}, one actor per visit. It loads the field as anyone may read it (no " +
    'session needed): *choosing* shows the times, a failed load waits in *loadFailed* for RETRY, and a field that does not ' +
    'exist ends in *missing*. PICK on a free time keeps it as the pending booking (keepChoice) and asks to log in or sign ' +
    "up (*askingAccount*); CLOSE goes back to the times, the choice still kept. The day shown is its context (the field's " +
    'first day with a free time, then each DATE), and so is whether the log-in question was asked. The booking feature ' +
    'provides its actor.',
  reservationDisplay:
    'How one reservation card reads over time: *upcoming* (within two hours of the start), *inProgress* (between start ' +
    'and end), *expired* (ACTIVE but already ended) or *other*. Its `after` transitions fire at the boundaries of the ' +
    'reservation itself in America/Bogota, so a card changes its hint and buttons on time without polling; ' +
    'domain/time.ts (`reservationDisplayState`) picks the initial state (*deciding*).',
  payment:
    "'Registrar pago' and 'Registrar devolución' on a reservation's card (src/features/payments/PaymentModal.tsx). The " +
    'amount, the method, the fill-in button and leaving the amount are events; SUBMIT goes to saving only when the amount ' +
    'passes the guard amountAllowed, the rule of domain/payment.ts (pesos, not above the price; a refund not above what was ' +
    'received). saving invokes `record` (src/features/payments/api.ts); a refusal ends in refused, no answer or a 5xx ' +
    'goes back to editing to send it again (the shared guards of machines/answers.ts); CLOSE is Escape or ×.',
  moveReservation:
    "'Cambiar horario' on a reservation's card (src/features/manual-booking/MoveReservationModal.tsx): a booking not yet " +
    "started moves to another free time of its field. *loading* reads the field's schedule with `load` " +
    '(src/features/manual-booking/api.ts), *loadFailed* offers RETRY. In *editing* DATE_CHANGED, START_CHANGED and ' +
    'HOURS_CHANGED choose among the free times of domain/booking.ts; SUBMIT goes to *moving* only past the guard movable ' +
    '(a free time whose price, by domain/payment.ts, is not below what was received; below it, the reason shows and ' +
    'nothing is sent). *moving* invokes `move`; a time taken, a day closed or the rates changed meanwhile go to ' +
    '*rereading*, which reads the schedule again; a booking cancelled or started meanwhile ends in *refused*; no answer ' +
    'or a 5xx goes back to *editing* to send it again (the shared guards of machines/answers.ts). SCHEDULE_READ takes ' +
    "the screen's quiet re-read, TICK the clock; CLOSE is Escape or ×, and the form ends in *moved*, *refused* or *closed*.",
  manualBooking:
    "'Reserva manual' on the reservation list (src/features/manual-booking/ManualReservationModal.tsx): the field's " +
    "administrator books a slot for a customer, once or as a weekly fixed turn. *loading* reads the field's schedule and " +
    'known customers with `load` (src/features/manual-booking/api.ts), *loadFailed* offers RETRY. In *editing* ' +
    'DATE_CHANGED, START_CHANGED, HOURS_CHANGED, REPEAT_CHANGED and WEEKS_CHANGED choose among the free times of ' +
    "domain/booking.ts and the dates of domain/fixedTurn.ts; SUBMIT carries the customer's details the form checked and " +
    'goes to *creating* only past the guard sendable (the whole form valid by domain/schemas.ts, a deposit not above the ' +
    "first date's total by domain/payment.ts; above it, depositTooHigh says why and nothing is sent). *creating* invokes " +
    '`create` with a request key kept when the same booking is sent again after a failure. A single booking ends in ' +
    '*created* (the form closes); a fixed turn waits in *turnCreated*, listing the dates booked and left out, until ' +
    'ACCEPT. A time taken, a day closed or the field set inactive meanwhile go to *rereading*, which reads the schedule ' +
    'again; no answer, a 5xx or any other refusal goes back to *editing* with the reason (the shared guards of ' +
    "machines/answers.ts). SCHEDULE_READ takes the screen's quiet re-read, TICK the clock; CLOSE is Escape, × or " +
    "'Cancelar' and ends in *closed*.",
  reservationList:
    'The reservation list of reservation/list/{team|field} (src/features/reservation-list/ListMode.tsx): the ' +
    'filters applied (date and status) and the page shown are its context. The screen starts it with what the address ' +
    'carries; entering *loading* writes its filters and page back to the address (the action showInAddress the screen ' +
    'provides, the one place it does). *loading* invokes `load` ' +
    '(src/features/reservation-list/api.ts) for that page; its answer is shown in *success*, a failure in *failure* ' +
    "with 'Reintentar' (RELOAD). FILTER_CHANGED ('Buscar', 'Limpiar') starts again at the first page, unless the same " +
    'filters on the first page (guard changesSomething); PAGE_CHANGED reads another page; RELOAD reads the same page ' +
    "again (after 'Reserva manual'); SET_DATA puts a card changed in place, or the screen's quiet re-read, on the list. " +
    'A page the list no longer has goes back to *loading* for its last one (guard beyondLastPage).',
  fieldEdit:
    "Saving the edited field on field/form/{id} (src/features/fields/EditField.tsx). SUBMIT carries the form's values " +
    'to *saving*, which invokes `save` (src/features/fields/api.ts, PUT /field). When the new opening hours would leave ' +
    'ACTIVE reservations outside, the server refuses with their list (guard outsideHours) and ' +
    "*outside* lists them in 'Reservas fuera del nuevo horario': CANCEL_OUTSIDE saves the same values with " +
    '`cancelOutside` in *cancelling*, KEEP_HOURS starts the form again from what was typed with the saved hours, CLOSE ' +
    'changes nothing. Any other refusal, or no answer, is told (from *cancelling*, the dialog stays open); once saved ' +
    "(*saved*) the page says so and opens the field's page.",
};

/** Words in capitals the descriptions use that are not events: a reservation's status, an error code, an HTTP method. */
export const NOT_EVENTS = new Set(['ACTIVE', 'SLOT_TAKEN', 'GET', 'POST', 'PUT', 'DELETE']);

/** The description of a machine, by id, as the page prints it (undefined when it has none). */
export const descriptionOf = (id: string): string | undefined => DESCRIPTIONS[id];

/**
 * Where a machine's description disagrees with the machine: a state in asterisks that the machine does not
 * have, a word in capitals that is not one of its events. Empty when the prose is true to the machine.
 */
export function proseProblems(machine: AnyStateMachine, description = DESCRIPTIONS[machine.id] ?? ''): string[] {
  const paths = new Set<string>();
  const events = new Set<string>();
  const walk = (node: Node, path: string[]) => {
    for (const type of node.transitions.keys()) events.add(type);
    for (const [key, child] of Object.entries(node.states)) {
      const here = [...path, key];
      paths.add(here.join('.'));
      paths.add(key);
      walk(child, here);
    }
  };
  walk(machine.root as unknown as Node, []);
  const problems: string[] = [];
  for (const [, state] of description.matchAll(/\*([A-Za-z][\w.]*)\*/g)) {
    if (!paths.has(state)) problems.push(`${machine.id}: the prose names the state *${state}*, which the machine does not have`);
  }
  for (const [word] of description.matchAll(/\b[A-Z][A-Z_]{2,}\b/g)) {
    if (!events.has(word) && !NOT_EVENTS.has(word))
      problems.push(`${machine.id}: the prose names the event ${word}, which the machine does not handle`);
  }
  return problems;
}

const GENERIC_DESCRIPTION = 'No description yet: add one to DESCRIPTIONS in scripts/state-charts.ts.';

// The parts of xstate's state nodes this script reads. They are public properties of StateNode in XState v5.
interface Transition {
  eventType: string;
  target?: readonly Node[];
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
}
interface Node {
  key: string;
  id: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  history?: 'shallow' | 'deep' | false;
  parent?: Node;
  states: Record<string, Node>;
  initial?: { target: readonly Node[] };
  transitions: Map<string, Transition[]>;
  always?: Transition[];
  invoke: readonly { id: string; src: unknown }[];
  after: readonly { delay: unknown; eventType: string }[];
}

interface FoundMachine {
  file: string;
  exportName: string;
  /** The machine, or why it could not be drawn (a factory that needs arguments). */
  machine?: AnyStateMachine;
  problem?: string;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'definition' in value && 'provide' in value;

/**
 * Every machine exported by machines/*.ts, and every machine an exported `create…Machine` factory makes when
 * called without arguments. A factory that cannot is reported, and a file with no machine is listed, so
 * nothing in machines/ goes missing from the page without a word.
 */
export async function findMachines(): Promise<{ found: FoundMachine[]; withoutMachine: string[] }> {
  const files = readdirSync(MACHINES_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
    .sort();
  const found: FoundMachine[] = [];
  const withoutMachine: string[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    const before = found.length;
    for (const exportName of Object.keys(mod).sort()) {
      const value = mod[exportName];
      if (isMachine(value)) found.push({ file, exportName, machine: value });
      else if (typeof value === 'function' && /^create\w*Machine$/.test(exportName)) {
        let made: unknown;
        try {
          made = (value as () => unknown)();
        } catch {
          made = undefined;
        }
        found.push(
          isMachine(made)
            ? { file, exportName: `${exportName}()`, machine: made }
            : { file, exportName, problem: `\`${exportName}\` needs arguments to make its machine, so it is not drawn.` },
        );
      }
    }
    if (found.length === before) withoutMachine.push(file);
  }
  return { found, withoutMachine };
}

/** 7200000 → "2h", 90000 → "90s", 1500 → "1500ms"; a named delay keeps its name. */
export function formatDelay(delay: unknown): string {
  if (typeof delay !== 'number') return String(delay);
  const units: [number, string][] = [
    [86_400_000, 'd'],
    [3_600_000, 'h'],
    [60_000, 'min'],
    [1_000, 's'],
  ];
  for (const [ms, unit] of units) if (delay >= ms && delay % ms === 0) return `${delay / ms}${unit}`;
  return `${delay}ms`;
}

/** A guard as it reads in brackets: its name, or the combination of `and`, `or`, `not`. */
export function formatGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(parts)) {
      const inner = parts.map(formatGuard);
      if (guard.name === 'not') return `!${inner.length === 1 && !/[ &|]/.test(inner[0]) ? inner[0] : `(${inner.join(', ')})`}`;
      if (guard.name === 'and') return inner.map((g) => (/ \|\| /.test(g) ? `(${g})` : g)).join(' && ');
      if (guard.name === 'or') return inner.join(' || ');
    }
    return guard.name || 'guard';
  }
  return 'guard';
}

/** Mermaid ids may hold letters, digits and underscores; these words mean something to its parser. */
const RESERVED = new Set(['state', 'note', 'end', 'direction', 'class', 'classDef', 'style', 'as', 'left', 'right', 'of', 'default']);

function childrenOf(node: Node): Node[] {
  return Object.values(node.states);
}

function allNodes(node: Node): Node[] {
  return childrenOf(node).flatMap((child) => [child, ...allNodes(child)]);
}

/** Gives every state node of a machine a Mermaid id: its key when that is unique and plain, else its path. */
function assignIds(root: Node): Map<Node, string> {
  const nodes = allNodes(root);
  const keyCount = new Map<string, number>();
  for (const n of nodes) keyCount.set(n.key, (keyCount.get(n.key) ?? 0) + 1);
  const ids = new Map<Node, string>();
  const used = new Set<string>();
  for (const n of nodes) {
    const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(n.key) && !RESERVED.has(n.key) && keyCount.get(n.key) === 1;
    let id = plain ? n.key : pathOf(n).map(sanitize).join('__');
    while (used.has(id)) id = `${id}_`;
    used.add(id);
    ids.set(n, id);
  }
  return ids;
}

function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let n: Node | undefined = node; n?.parent; n = n.parent) path.unshift(n.key);
  return path;
}

function sanitize(key: string): string {
  const s = key.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z_]/.test(s) ? s : `s_${s}`;
}

/**
 * Text for a Mermaid label. Its parser ends a label at a colon or a semicolon, so those (and the `#` that
 * starts an entity) are written as the entity codes Mermaid decodes when it draws: `done: load` renders as is.
 */
export function label(text: string): string {
  const codes: Record<string, string> = { '#': '#35;', ':': '#58;', ';': '#59;', '"': '#quot;' };
  return text.replace(/[\r\n]+/g, ' ').replace(/[#:;"]/g, (c) => codes[c]);
}

/** The name of the actor an invocation runs: its `src` when that is a name, else its `id`. */
function actorName(invoke: { id: string; src: unknown }): string {
  if (typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.')) return invoke.src;
  return /^\d/.test(invoke.id) ? 'inline actor' : invoke.id;
}

/** How an event reads on an arrow: `after 2h`, `done: load`, `error: load`, `always`, or the event's type. */
function eventLabel(node: Node, eventType: string): string {
  if (eventType === '') return 'always';
  const after = node.after.find((a) => a.eventType === eventType);
  if (after) return `after ${formatDelay(after.delay)}`;
  for (const kind of ['done', 'error', 'snapshot'] as const) {
    const prefix = `xstate.${kind}.actor.`;
    if (eventType.startsWith(prefix)) {
      const invokeId = eventType.slice(prefix.length);
      const invoke = node.invoke.find((i) => i.id === invokeId);
      return `${kind}: ${invoke ? actorName(invoke) : invokeId}`;
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** The transitions a node declares, eventless ones last, in the order of the machine's source. */
function transitionsOf(node: Node): Transition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

interface Arrow {
  from: string;
  to: string;
  text: string;
}

function arrowsFrom(node: Node, ids: Map<Node, string>, from: string, transitions = transitionsOf(node)): Arrow[] {
  const arrows: Arrow[] = [];
  const guarded = new Set<string>();
  for (const t of transitions) {
    // An unguarded transition after guarded ones for the same event is taken when none of them holds.
    const guard = t.guard !== undefined ? ` [${formatGuard(t.guard)}]` : guarded.has(t.eventType) ? ' [else]' : '';
    if (t.guard !== undefined) guarded.add(t.eventType);
    const text = label(`${eventLabel(node, t.eventType)}${guard}`);
    const targets = t.target ?? [];
    // A transition without a target that does nothing only stops the event from reaching a parent: no arrow.
    if (targets.length === 0) {
      if (t.actions.length > 0) arrows.push({ from, to: from, text });
      continue;
    }
    for (const target of targets) {
      const to = ids.get(target);
      if (to) arrows.push({ from, to, text });
    }
  }
  return arrows;
}

/**
 * The machine's own transitions (a root-level `on`) apply in every top-level state that does not handle the
 * same event itself, so they are drawn from each of those states (but a final one, where the machine stops).
 */
function rootArrows(root: Node, ids: Map<Node, string>): Arrow[] {
  const arrows: Arrow[] = [];
  for (const child of childrenOf(root)) {
    // Reaching a top-level final state stops the machine: it takes no more events.
    if (child.type === 'final') continue;
    const handled = new Set(transitionsOf(child).map((t) => t.eventType));
    for (const t of transitionsOf(root)) {
      if (t.eventType !== '' && handled.has(t.eventType)) continue;
      arrows.push(...arrowsFrom(root, ids, ids.get(child)!, [t]));
    }
  }
  return arrows;
}

function renderScope(parent: Node, ids: Map<Node, string>, indent: string): string[] {
  const lines: string[] = [];
  const children = childrenOf(parent);
  if (parent.type === 'parallel') {
    children.forEach((region, i) => {
      if (i > 0) lines.push(`${indent}--`);
      lines.push(...renderState(region, ids, indent));
    });
    return lines;
  }
  for (const initial of parent.initial?.target ?? []) if (initial.parent === parent) lines.push(`${indent}[*] --> ${ids.get(initial)}`);
  for (const child of children) lines.push(...renderState(child, ids, indent));
  for (const child of children) {
    for (const a of arrowsFrom(child, ids, ids.get(child)!)) lines.push(`${indent}${a.from} --> ${a.to} : ${a.text}`);
    if (child.type === 'final') lines.push(`${indent}${ids.get(child)} --> [*]`);
  }
  return lines;
}

function renderState(node: Node, ids: Map<Node, string>, indent: string): string[] {
  const id = ids.get(node)!;
  const lines: string[] = [];
  if (node.type === 'history') {
    lines.push(`${indent}state "${label(node.key)} (${node.history === 'deep' ? 'deep ' : ''}history)" as ${id}`);
    return lines;
  }
  if (childrenOf(node).length > 0) {
    // A composite state shows its id; a path id of a nested state still reads as that state's path.
    lines.push(`${indent}state ${id} {`, ...renderScope(node, ids, `${indent}  `), `${indent}}`);
  } else if (id !== node.key) {
    lines.push(`${indent}state "${label(node.key)}" as ${id}`);
  }
  return lines;
}

export function renderMachine(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const ids = assignIds(root);
  const lines = ['stateDiagram-v2', ...renderScope(root, ids, '  ')];
  for (const a of rootArrows(root, ids)) lines.push(`  ${a.from} --> ${a.to} : ${a.text}`);
  return lines.join('\n');
}

/** Which state invokes which actor, and which states wait on a timer: what the arrows alone do not say. */
function effectsOf(machine: AnyStateMachine): string[] {
  const root = machine.root as unknown as Node;
  const lines: string[] = [];
  for (const node of [root, ...allNodes(root)]) {
    const where = node === root ? 'the machine' : `\`${pathOf(node).join('.')}\``;
    for (const invoke of node.invoke) lines.push(`- ${where} invokes \`${actorName(invoke)}\`.`);
    for (const a of node.after) lines.push(`- ${where} waits \`after ${formatDelay(a.delay)}\`.`);
  }
  return lines;
}

/** Breaks a paragraph into lines of at most `width` characters, at spaces. */
function wrap(text: string, width = 110): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

const HEADER = `# State charts

Generated by \`scripts/state-charts.ts\` from the machine definitions in \`machines/\`: do not edit this file
by hand. After changing a machine, run \`npm run docs:charts\`; \`tests/docs/stateCharts.test.ts\` fails
while this file is stale. How the machines fit in the app is in [architecture.md](architecture.md#machines).

How to read the diagrams: an arrow is a transition, labelled with its event; \`after 2h\` is a timer
started when the state is entered; \`done: x\` and \`error: x\` are the outcomes of the actor \`x\` the state
invokes (in the source below the colon is written \`#58;\`, the code Mermaid draws as a colon); a name in
brackets is the guard that must hold, and \`[else]\` the branch taken when no guard of the same event holds;
an arrow back to the same state is a transition that only runs actions; \`[*]\` marks the initial state and
the end of a final state. Transitions declared on the whole machine are drawn from every top-level state
that does not handle the event itself (final ones excepted). Below each diagram, the states that invoke an
actor or wait on a timer are listed.

In the text above each diagram, a name in italics (*expired*) is a state of that machine and a word in
capitals (LOGOUT) one of its events; the test checks both against the machines.
`;

export async function renderStateCharts(): Promise<string> {
  const { found, withoutMachine } = await findMachines();
  const seen = new Set<string>();
  const sections: string[] = [HEADER];
  for (const { file, exportName, machine, problem } of found) {
    if (!machine) {
      sections.push([`## ${exportName}`, '', `In \`machines/${file}\`. ${problem}`, ''].join('\n'));
      continue;
    }
    const title = seen.has(machine.id) ? `${machine.id} (${exportName})` : machine.id;
    seen.add(machine.id);
    const effects = effectsOf(machine);
    sections.push(
      [
        `## ${title}`,
        '',
        `\`${exportName}\` in \`machines/${file}\`.`,
        '',
        wrap(DESCRIPTIONS[machine.id] ?? GENERIC_DESCRIPTION),
        '',
        '```mermaid',
        renderMachine(machine),
        '```',
        ...(effects.length > 0 ? ['', ...effects] : []),
        '',
      ].join('\n'),
    );
  }
  if (withoutMachine.length > 0) {
    sections.push(['## Other files', '', ...withoutMachine.map((f) => `- \`machines/${f}\` exports no machine.`), ''].join('\n'));
  }
  return sections.join('\n');
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  writeFileSync(OUTPUT, await renderStateCharts());
  console.log(`wrote ${OUTPUT}`);
}
