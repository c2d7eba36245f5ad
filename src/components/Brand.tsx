import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBallFootball } from '@tabler/icons-react';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon radius="xl" size="lg" color={inverted ? 'white' : 'cancha'} variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconBallFootball size={22} />
      </ThemeIcon>
      <Text fw={800} fz="xl" c={inverted ? 'white' : 'cancha.8'}>
        Canchas
      </Text>
    </Group>
  );
}
