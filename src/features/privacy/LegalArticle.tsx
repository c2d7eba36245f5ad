/** A legal page's content (domain/legal.ts) as a plain, light article: headings, paragraphs, lists and tables. */
import { Container, List, Stack, Table, Text, Title } from '@mantine/core';
import type { LegalPage } from '../../../domain/legal';

export function LegalArticle({ page }: { page: LegalPage }) {
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {page.title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {page.subtitle}
          </Text>
        </div>
        {page.sections.map((section) => (
          <Stack key={section.title} gap="xs" component="section">
            <Title order={2} fz={20}>
              {section.title}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            {section.list && (
              <List spacing={4}>
                {section.list.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
            {section.table && (
              // A wide table scrolls sideways on a phone, inside the page.
              <Table.ScrollContainer minWidth={520}>
                <Table striped withTableBorder verticalSpacing="xs" fz="sm">
                  <Table.Caption>{section.table.caption}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      {section.table.head.map((h) => (
                        <Table.Th key={h} scope="col">
                          {h}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {section.table.rows.map((row) => (
                      <Table.Tr key={row[0]}>
                        {row.map((cell, i) =>
                          i === 0 ? (
                            <Table.Th key={i} scope="row" fw={500}>
                              {cell}
                            </Table.Th>
                          ) : (
                            <Table.Td key={i}>{cell}</Table.Td>
                          ),
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
