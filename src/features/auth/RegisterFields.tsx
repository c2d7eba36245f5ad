/**
 * The person's data on /register (docs/product.md: Screens, Validation): 'Nombre', 'Apellido', 'Ciudad', 'Edad',
 * 'Celular', 'Tipo de documento', 'Número de documento', 'Correo electrónico', 'Contraseña' and 'Confirmar
 * contraseña', two columns from a tablet's width. The cellphone and the document number clean what is typed (CLEAN).
 */
import { SimpleGrid, TextInput } from '@mantine/core';
import { DOCUMENT_TYPE_OPTIONS } from '../../components/documentTypes';
import { SelectInput } from '../../components/SelectInput';
import type { UseFormReturnType } from '@mantine/form';
import type { registerFormDefaults } from '../../../domain/schemas';
import { AGE_INPUT, cellphoneDigits, cleaned, documentChars } from '../../components/formValidation';
import { newPasswordHint, PasswordField } from '../../components/PasswordField';
import { WholeNumberInput } from '../../components/WholeNumberInput';

/** What the inputs clean from a typed text, done to a text typed before the form was live too. */
export const CLEAN = { cellphone: cellphoneDigits, documentNumber: documentChars };

export function RegisterFields({ form }: { form: UseFormReturnType<typeof registerFormDefaults> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Nombre" autoComplete="given-name" required {...form.getInputProps('firstName')} />
      <TextInput label="Apellido" autoComplete="family-name" required {...form.getInputProps('lastName')} />
      <TextInput label="Ciudad" autoComplete="address-level2" required {...form.getInputProps('city')} />
      <WholeNumberInput label="Edad" {...AGE_INPUT} required {...form.getInputProps('age')} />
      <TextInput
        label="Celular"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        {...cleaned(form.getInputProps('cellphone'), CLEAN.cellphone)}
      />
      {/* The phone's own picker, and no dropdown library on the way to a first sign-up. */}
      <SelectInput label="Tipo de documento" required data={DOCUMENT_TYPE_OPTIONS} {...form.getInputProps('documentType')} />
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
  );
}
