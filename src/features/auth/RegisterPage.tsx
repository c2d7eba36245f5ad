/**
 * /register (docs/product.md: Screens, Validation, Messages): the user type, the person's data (RegisterFields),
 * for a player whether others see their cellphone, the privacy policy's consent, 'Registrarme' and 'Inicia sesión'.
 * What is typed is kept on the history entry for Back (registerDraft.ts); the sign-up runs on the submit machine.
 */
import '../../styles/forms';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHECK_ON_LEAVE, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { ROLES, type Role } from '../../../domain/constants';
import { useTakenValues } from '../../components/takenValues';
import * as MSG from '../../../domain/messages';
import { registerFormDefaults, registerFormSchema, type RegisterPayload } from '../../../domain/schemas';
import { errorMessage } from '../../api/http';
import { alertModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { useOverlaysLoaded } from '../../components/overlays';
import { useEarlyInput } from '../../components/useEarlyInput';
import { useSubmit } from '../../components/useSubmit';
import { register as registerUser } from './api';
import { AuthCard, SubmitButton } from './AuthCard';
import type { LoginPrefill } from './LoginPage';
import { isReturnAddress } from '../../layout/guards';
import { CLEAN, RegisterFields } from './RegisterFields';
import { type RegisterDraft, saveDraft, useRestoredDraft } from './registerDraft';
import { RoleSelector } from './RoleSelector';

type RegisterValues = typeof registerFormDefaults;
const byRules = schemaValidator(registerFormSchema);

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
  const entry = useLocation().state as { registerDraft?: Partial<RegisterDraft>; returnTo?: unknown } | null;
  // A visitor who came from a team's invitation goes back to it after the log-in this sign-up leads to.
  const returnTo = isReturnAddress(entry?.returnTo) ? entry.returnTo : undefined;
  useRestoredDraft(form, entry?.registerDraft);
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
          <RegisterFields form={form} />
          {form.values.role === 'PLAYER' && (
            <Checkbox
              label={MSG.privacy.showCellphone}
              description={MSG.privacy.showCellphoneHint}
              {...form.getInputProps('showCellphone', { type: 'checkbox' })}
            />
          )}
          {/* The whole label ticks the box; the policy is its own link under it. */}
          <Checkbox
            required
            label={MSG.privacy.acceptPolicy}
            description={
              <Anchor href="/privacidad" target="_blank" rel="noopener" size="sm" display="inline-block" py={4}>
                {MSG.privacy.readPolicy}
              </Anchor>
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
