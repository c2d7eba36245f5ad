/** /register (docs/product.md: Screens, Validation, Messages). */
import '../../styles/forms';
import { Anchor, Checkbox, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AGE_INPUT,
  cellphoneDigits,
  CHECK_ON_LEAVE,
  cleaned,
  documentChars,
  focusFirstInvalid,
  schemaValidator,
} from '../../components/formValidation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { DOCUMENT_TYPES, ROLES, type Role } from '../../../domain/constants';
import { useTakenValues } from '../../components/takenValues';
import * as MSG from '../../../domain/messages';
import { registerFormDefaults, registerFormSchema, type RegisterPayload } from '../../../domain/schemas';
import { errorMessage } from '../../api/http';
import { alertModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { useOverlaysLoaded } from '../../components/overlays';
import { newPasswordHint, PasswordField } from '../../components/PasswordField';
import { useEarlyInput } from '../../components/useEarlyInput';
import { useEffect, useState } from 'react';
import { useSubmit } from '../../components/useSubmit';
import { register as registerUser } from './api';
import { AuthCard, SubmitButton } from './AuthCard';
import type { LoginPrefill } from './LoginPage';
import { isReturnAddress } from '../../layout/guards';
import { RoleSelector } from './RoleSelector';

const DOCUMENT_LABELS: Record<string, string> = { CC: 'Cédula de ciudadanía (CC)', TI: 'Tarjeta de identidad (TI)', PA: 'Pasaporte (PA)' };

/** What the form keeps on its history entry, so Back to it (after 'Inicia sesión' by mistake) finds it filled: all but the passwords. */
type RegisterDraft = Omit<typeof registerFormDefaults, 'password' | 'confirmPassword'>;
/** Kept in React Router's own state of the entry (`usr`), which `useLocation().state` reads. */
const saveDraft = (draft: RegisterDraft | undefined) => {
  const entry = (window.history.state ?? {}) as { usr?: Record<string, unknown> | null };
  window.history.replaceState({ ...entry, usr: { ...entry.usr, registerDraft: draft } }, '');
};

type RegisterValues = typeof registerFormDefaults;
const byRules = schemaValidator(registerFormSchema);
/** What the inputs clean from a typed text, done to a text typed before the form was live too. */
const CLEAN = { cellphone: cellphoneDigits, documentNumber: documentChars };

export default function RegisterPage() {
  const navigate = useNavigate();
  const taken = useTakenValues();
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: registerFormDefaults,
    validate: (values) => taken.marked(byRules(values), values),
    ...CHECK_ON_LEAVE,
    onValuesChange: ({ password: _p, confirmPassword: _c, ...draft }) => saveDraft(draft),
  });
  // Typed before hydration (the page is prerendered): the form takes it over.
  const formRef = useEarlyInput(form, 'role', CLEAN);
  useOverlaysLoaded();
  // Back on this entry: what was typed before leaving it, read as the page opens and put in after the first
  // render (the prerendered page's is empty), where nothing was typed before hydration.
  const entry = useLocation().state as { registerDraft?: Partial<RegisterDraft>; returnTo?: unknown } | null;
  // A visitor who came from a team's invitation goes back to it after the log-in this sign-up leads to.
  const returnTo = isReturnAddress(entry?.returnTo) ? entry.returnTo : undefined;
  const [draft] = useState(() => entry?.registerDraft);
  useEffect(() => {
    if (!draft) return;
    const now = form.getValues();
    const untouched = Object.entries(draft).filter(([key]) => now[key as keyof RegisterDraft] === registerFormDefaults[key as keyof RegisterDraft]);
    form.setValues(Object.fromEntries(untouched));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens: later renders must not put the draft back over what is typed
  }, []);
  const register = useSubmit(({ role, payload }: { role: Role; payload: RegisterPayload }, key: string) => registerUser(role, payload, key), {
    // On to the log-in with the user type and e-mail already filled in.
    onSuccess: (_user, { role, payload }) => {
      saveDraft(undefined);
      alertModal(MSG.auth.registerSuccessTitle, MSG.auth.registerSuccessText, () =>
        navigate('/login', { state: { role, email: payload.email, returnTo } satisfies LoginPrefill }),
      );
    },
    onError: (error) => {
      const message = errorMessage(error, MSG.auth.registerFailed);
      // A value another account holds is also marked under its own input, told by the error's code.
      const field = taken.hold(error, form.getValues(), message);
      if (field) form.setFieldError(field, message);
      // Closing the message leaves the keyboard on the input it is about (else on the button, to send again).
      alertModal(MSG.auth.registerErrorTitle, message, () =>
        setTimeout(() => (field ? form.getInputNode(field) : formRef.current?.querySelector<HTMLElement>('button[type="submit"]'))?.focus()),
      );
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
  }, focusFirstInvalid);

  return (
    <AuthCard title="Crea tu cuenta" subtitle="Juega más, organiza menos.">
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <RoleSelector value={form.values.role} onChange={(r) => form.setFieldValue('role', r)} error={form.errors.role} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombre" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Apellido" autoComplete="family-name" required {...form.getInputProps('lastName')} />
            <TextInput label="Ciudad" autoComplete="address-level2" required {...form.getInputProps('city')} />
            <NumberInput label="Edad" {...AGE_INPUT} required {...form.getInputProps('age')} />
            <TextInput
              label="Celular"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              {...cleaned(form.getInputProps('cellphone'), CLEAN.cellphone)}
            />
            {/* The phone's own picker, and no dropdown library on the way to a first sign-up. */}
            <NativeSelect
              label="Tipo de documento"
              required
              data={DOCUMENT_TYPES.map((t) => ({ value: t, label: DOCUMENT_LABELS[t] }))}
              {...form.getInputProps('documentType')}
            />
            <TextInput label="Número de documento" required {...cleaned(form.getInputProps('documentNumber'), CLEAN.documentNumber)} />
            <TextInput label="Correo electrónico" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <PasswordField
              label="Contraseña"
              description={newPasswordHint(form.errors.password)}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordField label="Confirmar contraseña" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          {form.values.role === 'PLAYER' && (
            <Checkbox
              label={MSG.privacy.showCellphone}
              description={MSG.privacy.showCellphoneHint}
              {...form.getInputProps('showCellphone', { type: 'checkbox' })}
            />
          )}
          <Checkbox
            required
            label={
              <>
                {MSG.privacy.acceptPolicy.replace(MSG.privacy.policyLink, '')}
                <Anchor href="/privacidad" target="_blank" rel="noopener" inherit display="inline-block" py={4}>
                  {MSG.privacy.policyLink}
                </Anchor>
              </>
            }
            {...form.getInputProps('acceptedPolicy', { type: 'checkbox' })}
          />
          <SubmitButton valid={form.isValid()} submitting={register.submitting}>
            Registrarme
          </SubmitButton>
          <Text size="sm" ta="center">
            ¿Ya tienes cuenta? {/* Padding makes the tap target 28 px tall without moving the line. */}
            <Anchor component={Link} to="/login" state={returnTo ? { returnTo } : undefined} py={6}>
              Inicia sesión
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
