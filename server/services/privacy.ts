/**
 * A person's rights over their data (docs/api.md, "Your data"; docs/product.md, "Your data and your rights"): the proof of
 * their consent to the data-treatment policy, a copy of everything kept of them, and the deletion of their account.
 */
import { randomBytes } from 'node:crypto';
import * as MSG from '../../domain/messages';
import { consentDue, DELETED_CUSTOMER_NAME, DELETED_USER, POLICY_VERSION } from '../../domain/privacy';
import type { Consent, MyData, MyMovement } from '../../domain/types';
import { hashPassword } from '../auth/passwords';
import type { CurrentUser } from '../context';
import { retryingConflicts, type Db } from '../db/client';
import { movementsOfReservations } from '../data/cashBook';
import { consentsOf, deleteConsents, insertConsent, latestConsentVersion } from '../data/consents';
import { byId, deleteFieldRow, fieldHoldsDeposits, fieldRecord, updateFieldRow } from '../data/fields';
import { forgetCustomers } from '../data/reservations';
import { answersOf, firstPaidBooking, inVacaRecords } from '../data/attendance';
import { allNoticeRows } from '../data/notifications';
import { devicesOf } from '../data/push';
import { NOTICE_LINKS, notify, toNotification } from './notifications';
import { deleteMember, deleteTeamRow, departuresOf, otherMemberCount, recordDeparture, replaceCalendarTokenIfOn, teamRecord } from '../data/teams';
import { anonymiseUser, deleteUserRow, findUserById, lockUserForDeletion } from '../data/users';
import { conflict, notFound } from '../http/errors';
import { requireCurrentPassword } from './account';
import { notifyFieldsChanged } from './activeFields';
import { applicationsOfPlayer, applicationsOfTeam } from './applications';
import { fieldHasMoney, listFields } from './fields';
import { deleteIfUnreferenced } from './images';
import { knownCustomers } from './manualBooking';
import { listReservations, ofField, ofTeam, retireAndTell } from './reservations';
import { newCalendarSecret, teamDetail } from './teams';
import { fieldIdOf, ownedTeamIdOf, teamIdOf } from './users';
import { ownUser } from './visibility';

/** Records the person's acceptance of the policy in force, with its moment: at sign-up, or at a log-in after it changed. */
export async function recordConsent(db: Db, userId: number, source: Consent['source'], now: Date): Promise<void> {
  await insertConsent(db, { userId, policyVersion: POLICY_VERSION, acceptedAt: now, source });
}

/** Whether the person must accept the policy in force: they never accepted it, or accepted an older version. */
export async function isConsentDue(db: Db, userId: number): Promise<boolean> {
  return consentDue((await latestConsentVersion(db, userId)) ?? null);
}

/** `GET /user/me/data`: everything kept of the caller, as one JSON document. */
export async function myData(db: Db, user: CurrentUser, now: Date): Promise<MyData> {
  const profile = await findUserById(db, user.id);
  if (!profile) throw notFound(MSG.user.notFound);
  const consentRows = await consentsOf(db, user.id);
  const teamId = await teamIdOf(db, user.id);
  const fieldId = await fieldIdOf(db, user.id);
  const ownTeamId = await ownedTeamIdOf(db, user.id);
  const bookingsOf = teamId !== null ? ofTeam(teamId) : fieldId !== null ? ofField(fieldId) : undefined;
  // As the caller sees them in the app: the field's contact too, while they may see it.
  const bookings = bookingsOf ? await listReservations(db, bookingsOf, user.id) : [];
  const ids = bookings.map((b) => b.id);
  const movementRows = ids.length === 0 ? [] : await movementsOfReservations(db, ids);
  const payments: MyMovement[] = movementRows.map((m) => ({ ...m, amount: Number(m.amount), recordedAt: m.recordedAt.toISOString() }));
  const requests = [...(await applicationsOfPlayer(db, user, user.id)), ...(ownTeamId !== null ? await applicationsOfTeam(db, user, ownTeamId) : [])];
  return {
    exportedAt: now.toISOString(),
    policyVersion: POLICY_VERSION,
    profile: ownUser(profile),
    consents: consentRows.map((c) => ({ ...c, acceptedAt: c.acceptedAt.toISOString() })),
    team: teamId !== null ? await teamDetail(db, teamId, user, now) : null,
    field: fieldId !== null ? ((await listFields(db, user, byId(fieldId)))[0] ?? null) : null,
    bookings,
    requests,
    payments,
    customers: fieldId !== null ? await knownCustomers(db, fieldId) : [],
    notices: (await allNoticeRows(db, user.id)).map(toNotification),
    devices: (await devicesOf(db, user.id)).map((d) => ({ endpoint: d.endpoint, subscribedAt: d.createdAt.toISOString() })),
    attendance: (await answersOf(db, user.id)).map((a) => ({ ...a, answeredAt: a.answeredAt.toISOString() })),
    teamsLeft: (await departuresOf(db, user.id)).map((d) => ({ ...d, leftAt: d.leftAt.toISOString() })),
  };
}

/** What became of the account: deleted, or kept anonymised (`fieldKept`: an administrator whose field has money recorded). */
export type AccountDeletion = { fieldKept: boolean; wasAdmin: boolean };

/**
 * `DELETE /user/me` (docs/api.md, "Your data"): with the password asked again, the account goes and with it the person's
 * data. A team they own alone goes too (its bookings retired as a team's deletion does); one with other members is
 * refused (no way to hand a team over exists yet). An administrator's field without money recorded goes as a field's
 * deletion does; one with money is set INACTIVE and kept with its movements, and the account's row with it, anonymised
 * ('Usuario eliminado'); so is a player's in la vaca's record (inVacaRecords). Bookings, cash-book movements and shares
 * paid keep their amounts; no money record is deleted.
 */
export async function deleteAccount(db: Db, user: CurrentUser, password: string, now: Date): Promise<AccountDeletion> {
  await requireCurrentPassword(db, user.id, password, now);
  // Never a password anybody knows: the kept row of an administrator can no longer log in.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  // Two deletions meeting on one booking (a team's owner and its field's administrator) may deadlock: tried again.
  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      const me = await lockUserForDeletion(tx, user.id);
      if (!me) throw notFound(MSG.user.notFound);
      let fieldKept = false;
      // A player in la vaca's record (a share paid, a 'Voy' to a game that began) keeps an anonymised row, as a field's
      // administrator with money does: what the team's owner holds, and each game's share, stay as they were.
      const vacaKept = me.role === 'PLAYER' && (await inVacaRecords(tx, me.id, now));
      if (me.role === 'PLAYER') {
        const ownTeamId = await ownedTeamIdOf(tx, me.id);
        if (ownTeamId !== null) {
          const team = (await teamRecord(tx, ownTeamId, { lock: true }))!;
          if ((await otherMemberCount(tx, ownTeamId, me.id)) > 0) throw conflict('TEAM_HAS_MEMBERS', MSG.privacy.ownerWithMembers);
          await retireAndTell(tx, { teamId: ownTeamId }, team.name, me.id, now);
          await deleteTeamRow(tx, ownTeamId);
          await deleteIfUnreferenced(tx, team.imageHash);
        } else {
          const teamId = await teamIdOf(tx, me.id);
          if (teamId !== null) {
            // As when a member leaves: they knew the calendar feed's URL, which a new secret retires; and its owner is
            // told the team has one player less (without the name of a person whose data goes).
            await replaceCalendarTokenIfOn(tx, teamId, newCalendarSecret());
            const team = (await teamRecord(tx, teamId))!;
            // Their row kept, they leave the team as a member does: still among the players of the games that began.
            if (vacaKept) {
              await recordDeparture(tx, teamId, me.id, now, false);
              await deleteMember(tx, teamId, me.id);
            }
            // A share paid of a game to come is the owner's to give back: he reads it there ('Usuario eliminado').
            const paidDay = await firstPaidBooking(tx, teamId, me.id, now);
            const notice = paidDay
              ? { text: MSG.notification.teamMemberDeletedSharePaid(team.name), link: NOTICE_LINKS.teamBookings(paidDay) }
              : { text: MSG.notification.teamMemberDeleted(team.name), link: NOTICE_LINKS.team };
            await notify(tx, [team.ownerId], { kind: 'TEAM_LEFT', ...notice }, now);
          }
        }
      } else {
        const fieldId = await fieldIdOf(tx, me.id);
        if (fieldId !== null) {
          const field = (await fieldRecord(tx, fieldId, { lock: true }))!;
          // Cancelled with the account, a deposit received could no longer be recorded as given back: settled first.
          if (await fieldHoldsDeposits(tx, fieldId)) throw conflict('FIELD_HOLDS_DEPOSITS', MSG.privacy.fieldHoldsDeposits);
          await retireAndTell(tx, { fieldId }, field.name, me.id, now);
          if (await fieldHasMoney(tx, fieldId)) {
            fieldKept = true;
            // Its contact (often the owner's own phone, and 'a nombre de…' in how to pay) is theirs and goes with them.
            await updateFieldRow(tx, fieldId, { status: 'INACTIVE', whatsapp: null, paymentInstructions: null });
            // Nobody is left to correct or delete its customers' data: it goes now, their amounts stay.
            await forgetCustomers(tx, fieldId, DELETED_CUSTOMER_NAME);
          } else {
            await deleteFieldRow(tx, fieldId);
            await deleteIfUnreferenced(tx, field.imageHash);
          }
          await notifyFieldsChanged(tx);
        }
      }
      if (fieldKept || vacaKept) {
        // The field and its money, or la vaca's record, stay; of the person, nothing but that somebody was there.
        const placeholder = `eliminado-${me.id}`;
        await deleteConsents(tx, me.id);
        await anonymiseUser(tx, me.id, {
          firstName: DELETED_USER.firstName,
          lastName: DELETED_USER.lastName,
          city: '',
          age: 0,
          cellphone: placeholder,
          documentNumber: placeholder,
          email: `${placeholder}@canchas.invalid`,
          passwordHash: unusableHash,
          imageHash: null,
          registrationKey: null,
          registrationDigest: null,
          showCellphone: false,
          newsSeenAt: null,
          deletedAt: now,
        });
      } else {
        await deleteUserRow(tx, me.id);
      }
      await deleteIfUnreferenced(tx, me.imageHash);
      return { fieldKept, wasAdmin: me.role === 'FIELD_ADMIN' };
    }),
  );
}
