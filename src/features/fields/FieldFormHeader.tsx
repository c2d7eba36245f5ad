import { Text, Title } from '@mantine/core';

/** The field form's page title and the line under it. */
export function FieldFormHeader({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mb="md">
        {text}
      </Text>
    </>
  );
}

/** Where the form keeps its unsaved input (components/formDraft.ts): per administrator, and per field when editing. */
export const draftKeyOf = (adminId: number, fieldId?: number) => `field-${adminId}-${fieldId ?? 'new'}`;
