import { Button, Group } from '@mantine/core';
import * as MSG from '../../domain/messages';

/** The foot of a form in a dialog: 'Cancelar' closes it, the submit button says what it does. */
export function FormActions({ submitLabel, submitting, onCancel }: { submitLabel: string; submitting: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {MSG.auth.cancel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
