/** The field form (docs/product.md: Screens, Validation): name, city, address, price per hour, opening and closing time; status on edit. */
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { FIELD_STATUSES, FIELD_STATUS_LABELS } from '../../../domain/constants';
import { fieldFormDefaults, fieldFormSchema, type FieldForm as FieldFormValues } from '../../../domain/schemas';
import { schemaValidator } from '../../components/formValidation';

export type FieldFormInput = typeof fieldFormDefaults;

interface Props {
  initialValues: FieldFormInput;
  /** Edit shows the status; a new field is always sent ACTIVE. */
  editing: boolean;
  submitting: boolean;
  onSubmit: (values: FieldFormValues) => void;
}

export function FieldForm({ initialValues, editing, submitting, onSubmit }: Props) {
  const navigate = useNavigate();
  const form = useForm<FieldFormInput>({
    mode: 'controlled',
    initialValues,
    validate: schemaValidator(fieldFormSchema),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) => {
    const parsed = v.parse(fieldFormSchema, values);
    onSubmit(editing ? parsed : { ...parsed, status: 'ACTIVE' });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Nombre de la cancha" required maxLength={80} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Ciudad" required maxLength={60} {...form.getInputProps('city')} />
            <TextInput label="Dirección" required maxLength={120} {...form.getInputProps('address')} />
          </SimpleGrid>
          <NumberInput
            label="Precio por hora"
            description="En pesos colombianos"
            required
            min={0}
            step={0.01}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            prefix="$ "
            hideControls
            {...form.getInputProps('hourlyRate')}
          />
          <SimpleGrid cols={2}>
            <TextInput label="Hora de apertura" type="time" required {...form.getInputProps('openingHour')} />
            <TextInput label="Hora de cierre" type="time" required {...form.getInputProps('closingHour')} />
          </SimpleGrid>
          {editing && (
            <Select
              label="Estado"
              required
              allowDeselect={false}
              data={FIELD_STATUSES.map((s) => ({ value: s, label: FIELD_STATUS_LABELS[s] }))}
              {...form.getInputProps('status')}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => navigate(-1)} disabled={submitting}>
              Cancelar
            </Button>
            <Button type="submit" loading={submitting}>
              {editing ? 'Guardar cambios' : 'Registrar cancha'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
