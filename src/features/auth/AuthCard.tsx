import { Button, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrated } from '../../components/useHydrated';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container size={520} py="xl">
      <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed" ta="center" mt={6} mb="lg">
        {subtitle}
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
        {children}
      </Paper>
    </Container>
  );
}

/**
 * The log-in's and the sign-up's button. It reads as unavailable until the form is valid, yet it can be
 * reached with Tab and pressed: pressing it shows every message and puts the keyboard on the first input at
 * fault (`focusFirstInvalid`, components/formValidation.ts), where a disabled button would say nothing. Only
 * the prerendered HTML's is disabled, until the form's code arrives: the browser itself would send that form,
 * passwords in the address.
 */
export function SubmitButton({ valid, submitting, children }: { valid: boolean; submitting: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="md"
      loading={submitting}
      disabled={!hydrated || submitting}
      data-disabled={!valid || undefined}
      aria-disabled={!valid || undefined}
    >
      {children}
    </Button>
  );
}
