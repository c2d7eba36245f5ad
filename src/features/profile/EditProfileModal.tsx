/**
 * 'Editar perfil': the own data. A new e-mail asks for the current password (docs/api.md, "Sessions"):
 * the server then ends the other sessions and answers a fresh token for this one.
 */
import { Alert, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DOCUMENT_TYPE_OPTIONS } from '../../components/documentTypes';
import { SelectInput } from '../../components/SelectInput';
import { useState } from 'react';
import { TitledModal } from '../../components/TitledModal';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import * as MSG from '../../../domain/messages';
import { FormActions } from '../../components/FormActions';
import { PasswordField } from '../../components/PasswordField';
import { profileUpdateSchema, type ProfileUpdate } from '../../../domain/schemas';
import type { OwnUser } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import {
  AGE_INPUT,
  cellphoneDigits,
  CHECK_ON_LEAVE,
  cleaned,
  documentChars,
  focusFirstInvalid,
  schemaValidator,
} from '../../components/formValidation';
import { notify } from '../../components/notify';
import { useTakenValues } from '../../components/takenValues';
import { useSubmit } from '../../components/useSubmit';
import { WholeNumberInput } from '../../components/WholeNumberInput';
import { reloadUser, sendSession } from '../../session/useSession';
import { profileApi } from './api';

const formSchema = v.omit(profileUpdateSchema, ['id', 'currentPassword']);
const validateProfile = schemaValidator(formSchema);

interface Props {
  user: OwnUser;
  opened: boolean;
  onClose: () => void;
}

export function EditProfileModal({ user, opened, onClose }: Props) {
  const initialValues = {
    firstName: user.firstName,
    lastName: user.lastName,
    city: user.city,
    age: user.age as number | '',
    cellphone: user.cellphone,
    documentType: user.documentType as string,
    documentNumber: user.documentNumber,
    email: user.email,
    currentPassword: '',
    showCellphone: user.showCellphone === true,
  };
  const emailChanged = (email: string) => email.trim().toLowerCase() !== user.email.toLowerCase();
  const taken = useTakenValues();
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({
      ...taken.marked(validateProfile(values), values),
      ...(emailChanged(values.email) && !values.currentPassword ? { currentPassword: MSG.validation.currentPasswordRequired } : {}),
    }),
    ...CHECK_ON_LEAVE,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    form.setValues(initialValues);
    form.resetDirty();
    form.clearErrors();
    onClose();
  };
  const save = useSubmit((profile: ProfileUpdate) => profileApi.update(user.role, profile), {
    onSuccess: ({ token, ...updated }) => {
      // A new e-mail ended every other session; this one goes on with the fresh token.
      if (token) sendSession({ type: 'LOGGED_IN', token, user: updated });
      else void reloadUser();
      notify.success(MSG.user.updated);
      close();
    },
    onError: (error) => {
      const message = errorMessage(error, MSG.general.saveFailed);
      // A value another account holds (e-mail, document, cellphone) is also marked under its own input.
      const field = taken.hold(error, form.getValues(), message);
      if (field) form.setFieldError(field, message);
      // Said in the dialog, above its buttons: a toast would cover them on a phone, where the dialog reaches the bottom.
      setFailure(message);
    },
  });
  const onSubmit = form.onSubmit((values) => {
    setFailure(null);
    const profile = v.parse(formSchema, values);
    save.submit({ id: user.id, ...profile, ...(emailChanged(profile.email) ? { currentPassword: values.currentPassword } : {}) });
  }, focusFirstInvalid);

  return (
    <TitledModal opened={opened} onClose={close} title={MSG.user.editTitle} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Nombre" required {...form.getInputProps('firstName')} />
            <TextInput label="Apellido" required {...form.getInputProps('lastName')} />
            <TextInput label="Ciudad" required {...form.getInputProps('city')} />
            <WholeNumberInput label="Edad" {...AGE_INPUT} required {...form.getInputProps('age')} />
            <TextInput label="Celular" type="tel" inputMode="numeric" required {...cleaned(form.getInputProps('cellphone'), cellphoneDigits)} />
            <SelectInput label="Tipo de documento" data={DOCUMENT_TYPE_OPTIONS} required {...form.getInputProps('documentType')} />
            <TextInput label="Número de documento" required {...cleaned(form.getInputProps('documentNumber'), documentChars)} />
            <TextInput label="Correo electrónico" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          </SimpleGrid>
          {user.role === 'PLAYER' && (
            <Switch
              label={MSG.privacy.showCellphone}
              description={MSG.privacy.showCellphoneHint}
              {...form.getInputProps('showCellphone', { type: 'checkbox' })}
            />
          )}
          {emailChanged(form.values.email) && (
            <PasswordField
              label={MSG.auth.currentPasswordLabel}
              description={MSG.user.emailChangeHint}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" title={MSG.user.updateFailed}>
              {failure}
            </Alert>
          )}
          <FormActions submitLabel={MSG.user.save} submitting={save.submitting} onCancel={close} />
        </Stack>
      </form>
    </TitledModal>
  );
}
