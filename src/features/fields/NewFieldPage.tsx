/**
 * field/form (docs/product.md: Screens, Validation, Messages): registering the administrator's field. 'Cancha
 * registrada' on success, then the field's page; the server's message or 'Algo salió mal' on failure. Editing it,
 * field/form/{id}, is ./EditField.tsx, a screen of its own: neither downloads the other's code.
 */
import { Container } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { fieldFormDefaults, type FieldForm as FieldFormValues } from '../../../domain/fieldSchema';
import { errorMessage } from '../../api/http';
import { clearDraft } from '../../components/formDraft';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { reloadUser, useSession } from '../../session/useSession';
import { createField } from './api';
import { draftKeyOf, FieldFormHeader } from './FieldFormHeader';
import { FieldForm } from './FieldForm';

export default function NewFieldPage() {
  const { admin } = useSession();
  if (!admin) return <Loading />;
  // An administrator has one field: with it registered, the form to register one (Back after registering,
  // an old link) is the form to edit it.
  if (admin.field) return <Navigate to={`/dashboard/field/form/${admin.field.id}`} replace />;
  return <NewField adminId={admin.id} city={admin.city} />;
}

/** A new field starts in the administrator's own city. */
function NewField({ adminId, city }: { adminId: number; city: string }) {
  const draftKey = draftKeyOf(adminId);
  const navigate = useNavigate();
  const save = useSubmit((values: FieldFormValues) => createField({ ...values, status: 'ACTIVE', adminId }), {
    onSuccess: () => {
      notify.success(MSG.field.registered);
      // The session's user carries the field's id and name (home-admin, the menu). What is typed while it
      // reloads is no draft either.
      void reloadUser().then(() => {
        clearDraft(draftKey);
        navigate('/dashboard/field');
      });
    },
  });
  return (
    <Container size="sm" px={0}>
      <FieldFormHeader title="Registrar cancha" text="Publica tu cancha para que los equipos la encuentren y la reserven." />
      <FieldForm
        initialValues={{ ...fieldFormDefaults, city }}
        draftKey={draftKey}
        editing={false}
        submitting={save.submitting}
        failure={save.error === undefined ? null : errorMessage(save.error, MSG.general.saveFailed)}
        onSubmit={save.submit}
      />
    </Container>
  );
}
