/** A user's photo, names and role, shared by the own profile and profile/{user}/{id}. */
import { Avatar, Badge, Button, Flex, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { Role } from '../../../domain/constants';
import { fullName } from '../../../domain/format';
import { assetUrl } from '../../api/http';
import { PROFILE_FALLBACK_IMAGE } from '../../components/fallbackImages';
import { roleLabel } from '../../components/roleLabel';

interface Props {
  user: { firstName: string; lastName: string; imageUrl: string | null; role: Role };
  subtitle?: string;
  onChangePhoto?: () => void;
}

export function ProfileHeader({ user, subtitle, onChangePhoto }: Props) {
  const label = roleLabel(user.role);
  return (
    <Flex gap="lg" direction={{ base: 'column', xs: 'row' }} align="center">
      <Stack gap={6} align="center">
        <Avatar
          src={assetUrl(user.imageUrl) ?? PROFILE_FALLBACK_IMAGE}
          alt={`Foto de ${fullName(user)}`}
          size={112}
          radius={112}
          style={{ border: '3px solid var(--mantine-color-cancha-2)' }}
        >
          <img src={PROFILE_FALLBACK_IMAGE} alt="" width={112} height={112} />
        </Avatar>
        {onChangePhoto && (
          <Button size="xs" variant="light" leftSection={<IconCamera size={16} />} onClick={onChangePhoto}>
            Cambiar foto
          </Button>
        )}
      </Stack>
      <Flex
        direction="column"
        gap={6}
        align={{ base: 'center', xs: 'flex-start' }}
        ta={{ base: 'center', xs: 'left' }}
        style={{ minWidth: 0, flex: 1 }}
      >
        {/* Centred in a column, a long name or e-mail would overflow both sides: each keeps to the width and wraps. */}
        <Title order={1} maw="100%" style={{ overflowWrap: 'anywhere' }}>
          {fullName(user)}
        </Title>
        <Badge variant="light" size="lg" tt="none" maw="100%">
          {label.charAt(0).toUpperCase() + label.slice(1)}
        </Badge>
        {subtitle && (
          <Text c="dimmed" size="sm" maw="100%" style={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
