import { Button, Container, Title, type ButtonProps } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback } from 'react';
import { LoadFailed } from './failure';

/**
 * Whether a step Back stays in Canchas. The Navigation API knows (Chromium: only this site's entries of the
 * tab count); elsewhere, any earlier entry in the tab is taken as ours.
 */
function canGoBack(): boolean {
  const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

/**
 * A screen's 'Volver' or 'Cancelar': a step Back when it stays in the app, else `fallback`. A screen opened
 * straight from a bookmark, a shared link or a new tab has nothing of ours behind it, and Back would leave.
 */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => (canGoBack() ? navigate(-1) : navigate(fallback, { replace: true })), [navigate, fallback]);
}

/** A screen's 'Volver' (see `useBack`); `to` is where it goes when the screen was opened straight. */
export function BackButton({ to, ...props }: { to: string } & ButtonProps) {
  const back = useBack(to);
  return (
    <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={back} px="xs" {...props}>
      Volver
    </Button>
  );
}

/** An edit form's page whose load failed: its title and 'Volver' (to `to`) stay above the failure and 'Reintentar'. */
export function EditPageFailed({ heading, to, ...failed }: { heading: string; to: string } & Parameters<typeof LoadFailed>[0]) {
  return (
    <Container size="sm" px={0}>
      <BackButton to={to} mb="sm" />
      <Title order={1} mb="md">
        {heading}
      </Title>
      <LoadFailed {...failed} />
    </Container>
  );
}
