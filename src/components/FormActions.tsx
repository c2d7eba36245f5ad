import { Button, Group } from '@mantine/core';
import * as MSG from '../../domain/messages';

/** The foot of a form in a dialog: 'Cancelar' closes it, the submit button says what it does. */
export function FormActions({
  submitLabel,
  submitting,
  disabled = false,
  onCancel,
}: {
  submitLabel: string;
  submitting: boolean;
  /** Nothing can be sent yet (e.g. no start time is left on the chosen day). */
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {MSG.auth.cancel}
      </Button>
      <Button type="submit" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
