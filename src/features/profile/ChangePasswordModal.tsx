/** 'Cambiar contraseña': the current password, the new one and its confirmation (docs/api.md, "Sessions"). */
import { Stack } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import * as MSG from '../../../domain/messages';
import { FormActions } from '../../components/FormActions';
import { newPasswordHint, PasswordField } from '../../components/PasswordField';
import { passwordChangeFormDefaults, passwordChangeFormSchema, type PasswordChange } from '../../../domain/schemas';
import { errorMessage } from '../../api/http';
import { CHECK_ON_LEAVE, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { sendSession } from '../../session/useSession';
import { profileApi } from './api';

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: passwordChangeFormDefaults,
    validate: schemaValidator(passwordChangeFormSchema),
    ...CHECK_ON_LEAVE,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const change = useSubmit((input: PasswordChange) => profileApi.changePassword(input), {
    // The other sessions have ended; this one goes on with the fresh token.
    onSuccess: ({ token, user }) => {
      sendSession({ type: 'LOGGED_IN', token, user });
      notify.success(MSG.auth.passwordChanged, MSG.auth.passwordChangedText);
      close();
    },
    onError: (error) => notify.error(MSG.auth.passwordChangeFailed, errorMessage(error, MSG.general.saveFailed)),
  });
  const onSubmit = form.onSubmit((values) => {
    const { currentPassword, newPassword } = v.parse(passwordChangeFormSchema, values);
    change.submit({ currentPassword, newPassword });
  }, focusFirstInvalid);

  return (
    <TitledModal opened={opened} onClose={close} title={MSG.auth.changePasswordTitle}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PasswordField label={MSG.auth.currentPasswordLabel} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <PasswordField
            label={MSG.auth.newPasswordLabel}
            description={newPasswordHint(form.errors.newPassword)}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordField label={MSG.auth.confirmPasswordLabel} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <FormActions submitLabel={MSG.auth.changePasswordSubmit} submitting={change.submitting} onCancel={close} />
        </Stack>
      </form>
    </TitledModal>
  );
}
