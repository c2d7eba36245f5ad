import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBallFootball } from '@tabler/icons-react';

/** The logo and name; `compactOnPhone` leaves only the logo on narrow screens, where the bar is tight. */
export function Brand({ inverted = false, compactOnPhone = false }: { inverted?: boolean; compactOnPhone?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon radius="xl" size="lg" color={inverted ? 'white' : 'cancha'} variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconBallFootball size={22} />
      </ThemeIcon>
      <Text fw={800} fz="xl" c={inverted ? 'white' : 'cancha.8'} visibleFrom={compactOnPhone ? 'xs' : undefined}>
        Canchas
      </Text>
    </Group>
  );
}
