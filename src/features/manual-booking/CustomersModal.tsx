/**
 * 'Clientes' (docs/product.md, "Your data and your rights"): the customers of the field's manual bookings, which the
 * administrator corrects (name and cellphone, on every booking of theirs) or deletes (their bookings then read
 * 'Cliente', without the cellphone, and they leave the suggestions), as a customer may ask.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import * as MSG from '../../../domain/messages';
import { customerUpdateSchema, type CustomerUpdate } from '../../../domain/schemas';
import type { KnownCustomer } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { LoadFailed } from '../../components/failure';
import { FormActions } from '../../components/FormActions';
import { cellphoneDigits, cleaned, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { TitledModal } from '../../components/TitledModal';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { deleteCustomer, loadCustomers, updateCustomer } from './api';

const validateCustomer = schemaValidator(customerUpdateSchema);

export function CustomersModal({ fieldId, opened, onClose }: { fieldId: number; opened: boolean; onClose: () => void }) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={MSG.customer.listTitle} size="lg">
      {opened && <Customers fieldId={fieldId} />}
    </TitledModal>
  );
}

function Customers({ fieldId }: { fieldId: number }) {
  const load = useLoad(() => loadCustomers(fieldId), [fieldId]);
  const [editing, setEditing] = useState<KnownCustomer | null>(null);
  const removal = useSubmit((customer: KnownCustomer) => deleteCustomer(fieldId, customer.cellphone), {
    onSuccess: (customers) => {
      load.setData(customers);
      notify.success(MSG.customer.deleted);
    },
    onError: (error) => notify.error(MSG.customer.deleteFailed, errorMessage(error, '')),
  });
  const askToDelete = async (customer: KnownCustomer) => {
    if (await confirmModal(MSG.customer.deleteTitle, MSG.customer.deleteText(customer.name), MSG.customer.remove, 'red')) removal.submit(customer);
  };

  if (load.status === 'loading') return <Loader size="sm" aria-label="Cargando" />;
  if (load.status === 'failure') return <LoadFailed title={MSG.customer.loadFailed} error={load.error} onRetry={load.reload} />;
  const customers = load.data ?? [];
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {MSG.customer.listText}
      </Text>
      {customers.length === 0 && <Text>{MSG.customer.empty}</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {customers.map((c) => (
          <Card key={c.cellphone} withBorder radius="md" padding="sm" component="li" aria-label={c.name}>
            {editing?.cellphone === c.cellphone ? (
              <CustomerForm
                fieldId={fieldId}
                customer={c}
                onDone={(updated) => {
                  if (updated) load.setData(updated);
                  setEditing(null);
                }}
              />
            ) : (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {c.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {MSG.reservation.knownCustomer(c.cellphone, c.bookings)}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setEditing(c)} aria-label={`${MSG.customer.edit} ${c.name}`}>
                    {MSG.customer.edit}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={removal.sending?.cellphone === c.cellphone}
                    onClick={() => void askToDelete(c)}
                    aria-label={`${MSG.customer.remove} ${c.name}`}
                  >
                    {MSG.customer.remove}
                  </Button>
                </Group>
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function CustomerForm({ fieldId, customer, onDone }: { fieldId: number; customer: KnownCustomer; onDone: (customers?: KnownCustomer[]) => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { name: customer.name, cellphone: customer.cellphone }, validate: validateCustomer });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSubmit((input: CustomerUpdate) => updateCustomer(fieldId, customer.cellphone, input), {
    onSuccess: (customers) => {
      notify.success(MSG.customer.updated);
      onDone(customers);
    },
    onError: (error) => setFailure(errorMessage(error, MSG.customer.updateFailed)),
  });
  return (
    <form
      noValidate
      aria-label={MSG.customer.editTitle}
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        save.submit(v.parse(customerUpdateSchema, values));
      }, focusFirstInvalid)}
    >
      <Stack gap="xs">
        <TextInput label={MSG.reservation.customerNameLabel} required {...form.getInputProps('name')} />
        <TextInput
          label={MSG.reservation.customerCellphoneLabel}
          type="tel"
          inputMode="numeric"
          required
          {...cleaned(form.getInputProps('cellphone'), cellphoneDigits)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <FormActions submitLabel={MSG.customer.save} submitting={save.submitting} onCancel={() => onDone()} />
      </Stack>
    </form>
  );
}
