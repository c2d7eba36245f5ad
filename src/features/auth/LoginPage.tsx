/** /login (docs/product.md: Screens, Validation, Messages). */
import '../../styles/forms';
import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHECK_ON_LEAVE, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { Link, useLocation } from 'react-router-dom';
import * as v from 'valibot';
import { ROLES, type Role } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { loginSchema } from '../../../domain/schemas';
import type { LoginResponse } from '../../../domain/types';
import { errorCode, errorMessage } from '../../api/http';
import { alertModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { useOverlaysLoaded } from '../../components/overlays';
import { PasswordField } from '../../components/PasswordField';
import { useEarlyInput } from '../../components/useEarlyInput';
import { useHydrated } from '../../components/useHydrated';
import { pendingBooking } from '../../components/pendingBooking';
import { useSubmit } from '../../components/useSubmit';
import { setConsentDue } from '../../session/consent';
import { sendSession } from '../../session/useSession';
import { isReturnAddress } from '../../layout/guards';
import { logIn } from './api';
import { AuthCard, SubmitButton } from './AuthCard';
import { RoleSelector } from './RoleSelector';

/** What the register page hands over after 'Registro exitoso': the new account's type and e-mail. */
export interface LoginPrefill {
  role: Role;
  email: string;
  /** Where the visitor came from to sign up (a team's invitation): the log-in goes back there. */
  returnTo?: string;
}

export default function LoginPage() {
  const prefill = useLocation().state as Partial<LoginPrefill> | null;
  const initialEmail = typeof prefill?.email === 'string' ? prefill.email : '';
  const form = useForm<{ role: string; email: string; password: string }>({
    mode: 'controlled',
    initialValues: {
      role: prefill?.role && ROLES.includes(prefill.role) ? prefill.role : 'PLAYER',
      email: initialEmail,
      password: '',
    },
    validate: schemaValidator(loginSchema),
    ...CHECK_ON_LEAVE,
  });
  // A time chosen before logging in (a search's result, a field's time): the log-in says it finishes that booking.
  // Read once hydrated: the prerendered page knows no visitor's storage.
  const finishing = useHydrated() && pendingBooking() !== null;
  // Typed before hydration (the page is prerendered): the form takes it over.
  const formRef = useEarlyInput(form, 'role');
  useOverlaysLoaded();
  const login = useSubmit((values: v.InferOutput<typeof loginSchema>) => logIn(values.role, values), {
    // The session machine stores the token; the login route then redirects to the role's home.
    onSuccess: ({ token, user, consentDue }: LoginResponse) => {
      // A policy that changed since it was accepted is asked for on the dashboard (src/features/privacy/ConsentDialog.tsx).
      setConsentDue(consentDue === true);
      sendSession({ type: 'LOGGED_IN', token, user });
    },
    // Closing the message leaves the keyboard on the password, the input to correct (or to send again). The
    // right password with the other user type picked: the type is switched to the account's, so one more
    // press logs in.
    onError: (error) => {
      const wrongRole = errorCode(error) === 'WRONG_ROLE';
      if (wrongRole) form.setFieldValue('role', form.getValues().role === 'PLAYER' ? 'FIELD_ADMIN' : 'PLAYER');
      const message = errorMessage(error, MSG.auth.loginFailed);
      alertModal(MSG.auth.loginErrorTitle, wrongRole ? `${message} ${MSG.auth.wrongRoleSwitched}` : message, () =>
        setTimeout(() => form.getInputNode('password')?.focus()),
      );
    },
  });

  const onSubmit = form.onSubmit((values) => {
    if (!ROLES.includes(values.role as Role)) {
      notify.warning(MSG.validation.invalidRoleTitle, MSG.validation.invalidRoleText);
      return;
    }
    login.submit(v.parse(loginSchema, values));
  }, focusFirstInvalid);

  return (
    <AuthCard title="Inicia sesión" subtitle={finishing ? MSG.search.loginToFinish : 'Reserva tu cancha en minutos.'}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <RoleSelector value={form.values.role} onChange={(r) => form.setFieldValue('role', r)} error={form.errors.role} />
          <TextInput label="Correo electrónico" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordField
            label="Contraseña"
            autoComplete="current-password"
            required
            // Arriving from 'Registro exitoso' with the e-mail filled in, the keyboard starts on the password.
            autoFocus={Boolean(initialEmail)}
            {...form.getInputProps('password')}
          />
          <SubmitButton valid={form.isValid()} submitting={login.submitting}>
            Iniciar sesión
          </SubmitButton>
          <Text size="sm" ta="center">
            ¿No tienes cuenta? {/* Padding makes the tap target 28 px tall without moving the line. */}
            {/* A visitor sent here from an invitation keeps it on the way to signing up. */}
            <Anchor component={Link} to="/register" state={isReturnAddress(prefill?.returnTo) ? { returnTo: prefill.returnTo } : undefined} py={6}>
              Regístrate
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
