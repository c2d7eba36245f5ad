/**
 * field/form/{id}: editing the administrator's field, run by machines/fieldEdit.ts. A field that cannot be loaded
 * offers 'Reintentar' when the failure may pass, and otherwise sends the administrator to home-admin. Registering
 * one, field/form, is ./NewFieldPage.tsx.
 */
import { Container } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { ownsField } from '../../../domain/permissions';
import { fieldEditMachine } from '../../../machines/fieldEdit';
import { errorMessage } from '../../api/http';
import { EditPageFailed } from '../../components/BackButton';
import { isTransientFailure } from '../../components/failure';
import { clearDraft, writeDraft } from '../../components/formDraft';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { RedirectOnFailure } from '../../components/RedirectOnFailure';
import { deferredDialog } from '../../components/deferredDialog';
import { useLoad } from '../../components/useLoad';
import { inspector } from '../../inspect';
import { reloadUser, useSession } from '../../session/useSession';
import { fieldEditActors, loadField } from './api';
import { FieldForm, fieldFormInputOf, type FieldFormInput } from './FieldForm';
import { draftKeyOf, FieldFormHeader } from './FieldFormHeader';

const HOME_ADMIN = '/dashboard/home-admin';
/**
 * Needed only when a save meets reservations outside the new hours: its code comes then, and Mantine's Modal with it
 * (TitledModal inside it), rather than with the form.
 */
const OutsideHoursDialog = deferredDialog(() => import('./OutsideHoursModal').then((m) => m.OutsideHoursModal));

export default function EditFieldPage() {
  const { id } = useParams();
  const { admin } = useSession();
  if (!admin) return <Loading />;
  return <EditField key={id} id={Number(id)} adminId={admin.id} />;
}

/** Editing the field, run by machines/fieldEdit.ts (the new hours' conflict with the reservations they leave outside). */
export function EditField({ id, adminId }: { id: number; adminId: number }) {
  const field = useLoad(() => loadField(id), [id]);
  const navigate = useNavigate();
  // The form starts again from these values when the administrator keeps the old hours.
  const [restart, setRestart] = useState<{ key: number; values: FieldFormInput } | null>(null);
  const draftKey = draftKeyOf(adminId, id);
  const latest = useRef({ field: field.data, navigate });
  latest.current = { field: field.data, navigate };
  const [machine] = useState(() =>
    fieldEditMachine.provide({
      actors: fieldEditActors(id, adminId),
      actions: {
        saved: (_, { cancelOutside }) => {
          notify.success(cancelOutside ? MSG.field.updatedCancelingOutside : MSG.field.updated);
          // The session's user carries the field's id and name (home-admin, the menu). What is typed while it
          // reloads is no draft either.
          void reloadUser().then(() => {
            clearDraft(draftKey);
            latest.current.navigate('/dashboard/field');
          });
        },
        keptHours: (_, { values }) => {
          const f = latest.current.field;
          if (!f) return;
          // The form starts again from the input with the old hours, unsaved input still: kept as such.
          const input = fieldFormInputOf({ ...values, openingHour: f.openingHour, closingHour: f.closingHour });
          writeDraft(draftKey, input, fieldFormInputOf(f));
          setRestart((r) => ({ key: (r?.key ?? 0) + 1, values: input }));
        },
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const state = useSelector(actor, (s) => s.value);
  const outside = useSelector(actor, (s) => s.context.outside);
  // Why the last save failed, said in the form (see FieldForm).
  const failure = useSelector(actor, (s) => s.context.error);

  if (field.status === 'loading') return <Loading />;
  // Offline or a server failure: the form's page again with 'Reintentar'; a refusal goes to home-admin.
  if (field.status === 'failure' && isTransientFailure(field.error)) {
    return <EditPageFailed heading="Editar cancha" to="/dashboard/field" title={MSG.field.loadFailed} error={field.error} onRetry={field.reload} />;
  }
  if (field.status === 'failure' || !field.data) {
    return <RedirectOnFailure message={errorMessage(field.error, MSG.field.loadFailed)} to={HOME_ADMIN} />;
  }
  if (!ownsField({ id: adminId }, field.data)) return <RedirectOnFailure message={MSG.field.notOwner} to={HOME_ADMIN} />;
  const f = field.data;
  const saved = fieldFormInputOf(f);
  return (
    <Container size="sm" px={0}>
      <FieldFormHeader title="Editar cancha" text={f.name} />
      <FieldForm
        key={restart?.key ?? 0}
        initialValues={saved}
        startValues={restart?.values}
        draftKey={draftKey}
        editing
        submitting={state === 'saving' || state === 'saved'}
        failure={failure === null ? null : errorMessage(failure, MSG.general.saveFailed)}
        onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
      />
      <OutsideHoursDialog
        opened={state === 'outside' || state === 'cancelling'}
        reservations={outside ?? []}
        submitting={state === 'cancelling'}
        onClose={() => actor.send({ type: 'CLOSE' })}
        onCancelThem={() => actor.send({ type: 'CANCEL_OUTSIDE' })}
        onKeepHours={() => actor.send({ type: 'KEEP_HOURS' })}
      />
    </Container>
  );
}
