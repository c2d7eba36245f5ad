/**
 * /dashboard/add/player (docs/product.md: Screens, Validation, Roles and permissions, Messages): the team owner searches a player by e-mail, sees their
 * card and adds them. Anyone else who tries gets 'No eres dueño del equipo'.
 */
import { Alert, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import * as v from 'valibot';
import * as MSG from '../../../domain/messages';
import { playerSearchSchema } from '../../../domain/emailSchema';
import type { Player } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { alertModal } from '../../components/alerts';
import { deferredPart } from '../../components/deferred';
import { CHECK_ON_LEAVE, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { useSession } from '../../session/useSession';
import { isOwner } from '../../session/currentPlayer';
import { addPlayerToTeam, findPlayerByEmail, invitePlayer } from './api';

/** The player found: its code is asked for with the search, beside the answer. */
const PlayerInfoCard = deferredPart(() => import('./PlayerInfoCard').then((m) => m.PlayerInfoCard), 200);

export default function AddPlayerPage() {
  const { player: me } = useSession();
  const owner = isOwner(me);
  const [found, setFound] = useState<Player | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaValidator(playerSearchSchema),
    ...CHECK_ON_LEAVE,
  });

  const search = useSubmit((email: string) => findPlayerByEmail(email), {
    onSuccess: (player) => setFound(player),
    // 'Jugador no encontrado' is the server's answer for an unknown e-mail; no connection or too many look-ups say so.
    onError: (error) => {
      setFound(null);
      notify.warning(errorMessage(error, MSG.player.notFound));
    },
  });
  const add = useSubmit((player: Player) => addPlayerToTeam(me!.team!.id, player.id), {
    onSuccess: ({ message }) => {
      notify.success(message || MSG.team.playerAdded);
      setFound(null);
      form.reset();
    },
    onError: (error) => alertModal(MSG.team.addPlayerErrorTitle, errorMessage(error, MSG.team.addPlayerErrorFallback)),
  });

  const invite = useSubmit((player: Player) => invitePlayer(me!.team!.id, player.id), {
    onSuccess: () => {
      notify.success(MSG.invitation.sent);
      setFound(null);
      form.reset();
    },
    onError: (error) => alertModal(MSG.invitation.sendFailed, errorMessage(error, MSG.team.addPlayerErrorFallback)),
  });

  const onSearch = form.onSubmit((values) => {
    void PlayerInfoCard.preload().catch(() => {});
    search.submit(v.parse(playerSearchSchema, values).email);
  }, focusFirstInvalid);
  const onAdd = (player: Player) => {
    if (!owner) return notify.warning(MSG.team.notOwner);
    add.submit(player);
  };

  return (
    <Container size="sm" px={0}>
      <Title order={1} mb={4}>
        Agregar jugadores
      </Title>
      <Text c="dimmed" mb="md" style={{ overflowWrap: 'anywhere' }}>
        Busca a un jugador por su correo y añádelo a tu equipo{me?.team ? ` ${me.team.name}` : ''}.
      </Text>
      {me && !owner && (
        <Alert color="yellow" variant="light" mb="md">
          {MSG.team.notOwner}
        </Alert>
      )}
      <Stack>
        <Card withBorder radius="lg" padding="lg" shadow="xs">
          <form onSubmit={onSearch} noValidate>
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Correo del jugador"
                type="email"
                placeholder="jugador@correo.com"
                required
                style={{ flex: '1 1 220px' }}
                {...form.getInputProps('email')}
              />
              <Button
                type="submit"
                leftSection={<IconSearch size={18} />}
                loading={search.submitting}
                mt={{ base: 0, xs: 25 }}
                w={{ base: '100%', xs: 'auto' }}
              >
                Buscar
              </Button>
            </Group>
          </form>
        </Card>
        {found && (
          <PlayerInfoCard
            player={found}
            action={
              <>
                {found.team && (
                  <Text size="sm" c="dimmed">
                    {MSG.team.alreadyInTeam}
                  </Text>
                )}
                <Button
                  leftSection={<IconUserPlus size={18} />}
                  onClick={() => onAdd(found)}
                  loading={add.submitting}
                  disabled={Boolean(found.team)}
                  fullWidth
                >
                  Añadir al equipo
                </Button>
                {/* A minor joins only by accepting an invitation; anyone may be invited instead of added. */}
                <Button
                  variant="light"
                  leftSection={<IconMailForward size={18} />}
                  onClick={() => (owner ? invite.submit(found) : notify.warning(MSG.team.notOwner))}
                  loading={invite.submitting}
                  disabled={Boolean(found.team)}
                  fullWidth
                >
                  {MSG.invitation.send}
                </Button>
              </>
            }
          />
        )}
      </Stack>
    </Container>
  );
}
