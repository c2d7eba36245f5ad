/** /register (docs/product.md: Screens, Validation, Messages). */
import '../../styles/forms';
import { Anchor, Button, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cellphoneDigits, cleaned, documentChars, schemaValidator } from '../../components/formValidation';
import { Link } from 'wouter';
import { useNavigate } from '../../navigation';
import * as v from 'valibot';
import { DOCUMENT_TYPES, ROLES, type Role } from '../../../domain/constants';
import { errorFieldOf } from '../../../domain/errorBody';
import * as MSG from '../../../domain/messages';
import { registerFormDefaults, registerFormSchema, type RegisterPayload } from '../../../domain/schemas';
import { errorMessage } from '../../api/client';
import { alertModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { PasswordField } from '../../components/PasswordField';
import { useEarlyInput } from '../../components/useEarlyInput';
import { useSubmit } from '../../components/useSubmit';
import { register as registerUser } from './api';
import { AuthCard } from './AuthCard';
import type { LoginPrefill } from './LoginPage';
import { RoleSelector } from './RoleSelector';

const DOCUMENT_LABELS: Record<string, string> = { CC: 'Cédula de ciudadanía (CC)', TI: 'Tarjeta de identidad (TI)', PA: 'Pasaporte (PA)' };

export default function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<typeof registerFormDefaults>({
    mode: 'controlled',
    initialValues: registerFormDefaults,
    validate: schemaValidator(registerFormSchema),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  // Typed before hydration (the page is prerendered): the form takes it over.
  const formRef = useEarlyInput(form, 'role');
  const register = useSubmit(({ role, payload }: { role: Role; payload: RegisterPayload }) => registerUser(role, payload), {
    // On to the log-in with the user type and e-mail already filled in.
    onSuccess: (_user, { role, payload }) =>
      alertModal(MSG.auth.registerSuccessTitle, MSG.auth.registerSuccessText, () =>
        navigate('/login', { state: { role, email: payload.email } satisfies LoginPrefill }),
      ),
    onError: (error) => {
      const message = errorMessage(error, MSG.auth.registerFailed);
      // A value another account holds is also marked under its own input, told by the error's code.
      const field = errorFieldOf(error);
      if (field) form.setFieldError(field, message);
      alertModal(MSG.auth.registerErrorTitle, message);
    },
  });

  const onSubmit = form.onSubmit((values) => {
    if (!ROLES.includes(values.role as Role)) {
      notify.warning(MSG.validation.invalidRoleTitle, MSG.validation.invalidRoleText);
      return;
    }
    // The role picks the endpoint; the confirmation is not sent.
    const { role, confirmPassword: _c, ...payload } = v.parse(registerFormSchema, values);
    register.submit({ role, payload });
  });

  return (
    <AuthCard title="Crea tu cuenta" subtitle="Juega más, organiza menos.">
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <RoleSelector value={form.values.role} onChange={(r) => form.setFieldValue('role', r)} error={form.errors.role} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombre" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Apellido" autoComplete="family-name" required {...form.getInputProps('lastName')} />
            <TextInput label="Ciudad" autoComplete="address-level2" required {...form.getInputProps('city')} />
            {/* An age out of range is said, not silently changed to 5 or 100. */}
            <NumberInput label="Edad" min={5} max={100} clampBehavior="none" allowDecimal={false} required {...form.getInputProps('age')} />
            <TextInput
              label="Celular"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              {...cleaned(form.getInputProps('cellphone'), cellphoneDigits)}
            />
            {/* The phone's own picker, and no dropdown library on the way to a first sign-up. */}
            <NativeSelect
              label="Tipo de documento"
              required
              data={DOCUMENT_TYPES.map((t) => ({ value: t, label: DOCUMENT_LABELS[t] }))}
              {...form.getInputProps('documentType')}
            />
            <TextInput label="Número de documento" required {...cleaned(form.getInputProps('documentNumber'), documentChars)} />
            <TextInput label="Correo electrónico" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <PasswordField
              label="Contraseña"
              // The rule once: as the hint, or as the error when it is broken.
              // The symbols it takes are always said: '.' or 'ñ' would otherwise be refused without a reason.
              description={
                form.errors.password === MSG.validation.passwordHint
                  ? MSG.validation.passwordSymbols
                  : `${MSG.validation.passwordHint} ${MSG.validation.passwordSymbols}`
              }
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordField label="Confirmar contraseña" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <Button type="submit" loading={register.submitting} disabled={!form.isValid() || register.submitting} size="md">
            Registrarme
          </Button>
          <Text size="sm" ta="center">
            ¿Ya tienes cuenta?{' '}
            <Anchor component={Link} to="/login">
              Inicia sesión
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
