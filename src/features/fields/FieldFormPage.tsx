/**
 * field/form and field/form/{id} (docs/product.md: Screens, Validation, Messages): register or edit the administrator's field.
 * 'Cancha registrada' / 'Cancha actualizada' on success, the server's message or 'Algo salió mal' on
 * failure; a field that cannot be loaded for editing sends the administrator to home-admin.
 */
import { Container, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '../../../domain/messages';
import { ownsField } from '../../../domain/permissions';
import type { FieldForm as FieldFormValues } from '../../../domain/schemas';
import type { Field } from '../../../domain/types';
import { fieldFormDefaults } from '../../../domain/schemas';
import { errorMessage } from '../../api/client';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { RedirectOnFailure } from '../../components/RedirectOnFailure';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { reloadUser, useSession } from '../../session/useSession';
import { createField, loadField, updateField } from './api';
import { FieldForm, type FieldFormInput } from './FieldForm';

const HOME_ADMIN = '/dashboard/home-admin';

export default function FieldFormPage() {
  const { id } = useParams();
  const { admin } = useSession();
  if (!admin) return <Loading />;
  return id ? <EditField key={id} id={Number(id)} adminId={admin.id} /> : <NewField adminId={admin.id} />;
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

function useSaveField(successMessage: string, send: (values: FieldFormValues) => Promise<Field>) {
  const navigate = useNavigate();
  return useSubmit(send, {
    onSuccess: () => {
      notify.success(successMessage);
      // The session's user carries the field's id and name (home-admin, the menu).
      void reloadUser().then(() => navigate('/dashboard/field'));
    },
    onError: (error) => notify.error(errorMessage(error, MSG.general.saveFailed)),
  });
}

function NewField({ adminId }: { adminId: number }) {
  const save = useSaveField(MSG.field.registered, (values) => createField({ ...values, status: 'ACTIVE', adminId }));
  return (
    <Container size="sm" px={0}>
      <Header title="Registrar cancha" text="Publica tu cancha para que los equipos la encuentren y la reserven." />
      <FieldForm initialValues={fieldFormDefaults} editing={false} submitting={save.submitting} onSubmit={save.submit} />
    </Container>
  );
}

function EditField({ id, adminId }: { id: number; adminId: number }) {
  const field = useLoad(() => loadField(id), [id]);
  const save = useSaveField(MSG.field.updated, (values) => updateField({ ...values, id, adminId }));

  if (field.status === 'loading') return <Loading />;
  if (field.status === 'failure' || !field.data) {
    return <RedirectOnFailure message={errorMessage(field.error, MSG.field.loadFailed)} to={HOME_ADMIN} />;
  }
  if (!ownsField({ id: adminId }, field.data)) return <RedirectOnFailure message={MSG.field.notOwner} to={HOME_ADMIN} />;
  const f = field.data;
  const initialValues: FieldFormInput = {
    name: f.name,
    address: f.address,
    city: f.city,
    hourlyRate: f.hourlyRate,
    openingHour: f.openingHour,
    closingHour: f.closingHour,
    status: f.status,
  };
  return (
    <Container size="sm" px={0}>
      <Header title="Editar cancha" text={f.name} />
      <FieldForm initialValues={initialValues} editing submitting={save.submitting} onSubmit={save.submit} />
    </Container>
  );
}
