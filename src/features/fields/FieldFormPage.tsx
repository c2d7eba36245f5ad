/**
 * field/form and field/form/{id} (docs/product.md: Screens, Validation, Messages): register or edit the administrator's field.
 * 'Cancha registrada' / 'Cancha actualizada' on success, the server's message or 'Algo salió mal' on
 * failure; a field that cannot be loaded for editing sends the administrator to home-admin.
 */
import { Container } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import type { FieldForm as FieldFormValues } from '../../../domain/schemas';
import type { Field } from '../../../domain/types';
import { fieldFormDefaults } from '../../../domain/schemas';
import { errorMessage } from '../../api/http';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { reloadUser, useSession } from '../../session/useSession';
import { clearDraft } from '../../components/formDraft';
import { createField } from './api';
import { EditField } from './EditField';
import { draftKeyOf, FieldFormHeader } from './FieldFormHeader';
import { FieldForm } from './FieldForm';

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

/** Registering a field: 'Cancha registrada', then the field's page. */
function useSaveField<V>(successMessage: (values: V) => string, draftKey: string, send: (values: V) => Promise<Field>) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSubmit(send, {
    onSuccess: (_field, values) => {
      notify.success(successMessage(values));
      // The session's user carries the field's id and name (home-admin, the menu). What is typed while it
      // reloads is no draft either.
      void reloadUser().then(() => {
        clearDraft(draftKey);
        navigate('/dashboard/field');
      });
    },
    onError: (error) => setFailure(errorMessage(error, MSG.general.saveFailed)),
  });
  const submit = (values: V) => {
    setFailure(null);
    save.submit(values);
  };
  return { submitting: save.submitting, submit, failure };
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
      <FieldFormHeader title="Registrar cancha" text="Publica tu cancha para que los equipos la encuentren y la reserven." />
      <FieldForm
        initialValues={{ ...fieldFormDefaults, city }}
        draftKey={draftKey}
        editing={false}
        submitting={save.submitting}
        failure={save.failure}
        onSubmit={save.submit}
      />
    </Container>
  );
}
