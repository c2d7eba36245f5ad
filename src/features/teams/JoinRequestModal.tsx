/** The join request of docs/product.md: Screens team/list: a description of 3 to 200 characters sent to the team's owner. */
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { DESCRIPTION_MAX_LENGTH } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { applicationFormSchema } from '../../../domain/schemas';
import type { Team } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { CharacterCount } from '../../components/CharacterCount';
import { CHECK_ON_LEAVE, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { sendJoinRequest } from './api';
import { TeamShield } from '../../components/TeamShield';

interface Props {
  /** Open while a team is chosen. */
  opened: boolean;
  team: Team | null;
  playerId: number;
  onClose: () => void;
  /** After the request went out: the list marks the team as asked. */
  onSent?: () => void;
}

export function JoinRequestModal({ opened, team, playerId, onClose, onSent }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { description: '' },
    validate: schemaValidator(applicationFormSchema),
    ...CHECK_ON_LEAVE,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const send = useSubmit((description: string, key: string) => sendJoinRequest({ playerId, teamId: team!.id, description }, key), {
    onSuccess: () => {
      notify.success(MSG.application.sent);
      close();
      onSent?.();
    },
    onError: (error) => notify.error(errorMessage(error, MSG.application.sendFailed)),
  });
  const onSubmit = form.onSubmit((values) => send.submit(v.parse(applicationFormSchema, values).description), focusFirstInvalid);

  return (
    <TitledModal opened={opened && team !== null} onClose={close} title="Solicitud para unirte">
      {team && (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Group gap="sm" wrap="nowrap">
              <TeamShield imageUrl={team.imageUrl} name={team.name} size={48} />
              <div style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {team.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {team.neighborhood}, {team.city}
                </Text>
              </div>
            </Group>
            <Textarea
              label="Descripción"
              description="Cuéntale al dueño del equipo por qué quieres unirte."
              placeholder="Juego de volante, disponible entre semana en la noche…"
              autosize
              minRows={3}
              required
              data-autofocus
              {...form.getInputProps('description')}
            />
            <CharacterCount text={form.values.description} max={DESCRIPTION_MAX_LENGTH} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={send.submitting}>
                Enviar solicitud
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </TitledModal>
  );
}
