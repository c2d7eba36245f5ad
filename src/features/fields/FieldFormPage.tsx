/**
 * field/form and field/form/{id} (docs/product.md: Screens, Validation, Messages): register or edit the administrator's field.
 * 'Cancha registrada' / 'Cancha actualizada' on success, the server's message or 'Algo salió mal' on
 * failure; a field that cannot be loaded for editing sends the administrator to home-admin.
 */
import { Container, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { ownsField } from '../../../domain/permissions';
import type { FieldForm as FieldFormValues } from '../../../domain/schemas';
import type { Field } from '../../../domain/types';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fieldEditMachine } from '../../../machines/fieldEdit';
import { inspector } from '../../inspect';
import { fieldFormDefaults } from '../../../domain/schemas';
import { errorMessage } from '../../api/http';
import { clearDraft, writeDraft } from '../../components/formDraft';
import { EditPageFailed } from '../../components/BackButton';
import { isTransientFailure } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { RedirectOnFailure } from '../../components/RedirectOnFailure';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { reloadUser, useSession } from '../../session/useSession';
import { createField, fieldEditActors, loadField } from './api';
import { OutsideHoursModal } from './OutsideHoursModal';
import { FieldForm, fieldFormInputOf, type FieldFormInput } from './FieldForm';

const HOME_ADMIN = '/dashboard/home-admin';

export default function FieldFormPage() {
  const { id } = useParams();
  const { admin } = useSession();
  if (!admin) return <Loading />;
  if (id) return <EditField key={id} id={Number(id)} adminId={admin.id} />;
  // An administrator has one field: with it registered, the form to register one (Back after registering,
  // an old link) is the form to edit it.
  if (admin.field) return <Navigate to={`/dashboard/field/form/${admin.field.id}`} replace />;
  return <NewField adminId={admin.id} city={admin.city} />;
}

function Header({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mb="md">
        {text}
      </Text>
    </>
  );
}

/** Where the form keeps its unsaved input (components/formDraft.ts): per administrator, and per field when editing. */
const draftKeyOf = (adminId: number, fieldId?: number) => `field-${adminId}-${fieldId ?? 'new'}`;

/** Registering a field: 'Cancha registrada', then the field's page. */
function useSaveField<V>(successMessage: (values: V) => string, draftKey: string, send: (values: V) => Promise<Field>) {
  const navigate = useNavigate();
  return useSubmit(send, {
    onSuccess: (_field, values) => {
      notify.success(successMessage(values));
      // The session's user carries the field's id and name (home-admin, the menu). What is typed while it
      // reloads is no draft either.
      void reloadUser().then(() => {
        clearDraft(draftKey);
        navigate('/dashboard/field');
      });
    },
    onError: (error) => notify.error(errorMessage(error, MSG.general.saveFailed)),
  });
}

/** A new field starts in the administrator's own city. */
function NewField({ adminId, city }: { adminId: number; city: string }) {
  const draftKey = draftKeyOf(adminId);
  const save = useSaveField<FieldFormValues>(
    () => MSG.field.registered,
    draftKey,
    (values) => createField({ ...values, status: 'ACTIVE', adminId }),
  );
  return (
    <Container size="sm" px={0}>
      <Header title="Registrar cancha" text="Publica tu cancha para que los equipos la encuentren y la reserven." />
      <FieldForm
        initialValues={{ ...fieldFormDefaults, city }}
        draftKey={draftKey}
        editing={false}
        submitting={save.submitting}
        onSubmit={save.submit}
      />
    </Container>
  );
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
        failed: (_, { error }) => notify.error(errorMessage(error, MSG.general.saveFailed)),
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
      <Header title="Editar cancha" text={f.name} />
      <FieldForm
        key={restart?.key ?? 0}
        initialValues={saved}
        startValues={restart?.values}
        draftKey={draftKey}
        editing
        submitting={state === 'saving' || state === 'saved'}
        onSubmit={(values) => actor.send({ type: 'SUBMIT', values })}
      />
      <OutsideHoursModal
        reservations={state === 'outside' || state === 'cancelling' ? outside : null}
        submitting={state === 'cancelling'}
        onClose={() => actor.send({ type: 'CLOSE' })}
        onCancelThem={() => actor.send({ type: 'CANCEL_OUTSIDE' })}
        onKeepHours={() => actor.send({ type: 'KEEP_HOURS' })}
      />
    </Container>
  );
}
