import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LOADING_DOTS_INTERVAL_MS } from '../../domain/constants';

/**
 * The loading indicator: a spinner and 'Cargando' (MSG.general.loading, written here so that the public pages' first
 * download does not carry the general messages) with dots that cycle every 500 ms.
 */
export function Loading({ label = 'Cargando' }: { label?: string }) {
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const t = setInterval(() => setDots((d) => (d % 3) + 1), LOADING_DOTS_INTERVAL_MS);
    return () => clearInterval(t);
  }, []);
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" />
      <Text c="dimmed" w={90}>
        {label}
        {'.'.repeat(dots)}
      </Text>
    </Center>
  );
}
