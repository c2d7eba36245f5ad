/**
 * /dashboard/notifications, 'Avisos' (docs/product.md, "Notices"): the user's notices, newest first, in pages; each
 * links to its screen and is marked read when opened; 'Marcar todas como leídas'. A notice that arrives while the
 * first page is shown appears at once (the live stream, src/layout/notices.tsx).
 */
import { Badge, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { instantTime12, relativeDayLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import type { Notification } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { Pages } from '../../components/Pages';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { useNotices, useOnNotice } from '../../layout/notices';
import { useSession } from '../../session/useSession';
import { loadNotices, markAllNoticesRead, markNoticeRead } from './api';

/** When it was made, in Bogota: 'hoy, 3:15 p. m.'. */
const madeAt = (at: string) => {
  const instant = new Date(at);
  return `${relativeDayLabel(todayInAppZone(instant)).toLowerCase()}, ${instantTime12(instant)}`;
};

export default function NotificationsPage({ load = loadNotices }: { load?: typeof loadNotices }) {
  const [page, setPage] = useState(0);
  const notices = useLoad((signal) => load(page, signal), [page]);
  const { refreshUnread } = useNotices();
  const navigate = useNavigate();
  const { admin } = useSession();
  // A new notice shows at the top of the first page as it arrives.
  useOnNotice(() => {
    if (page === 0) notices.reload();
  });
  const markAll = useSubmit(markAllNoticesRead, {
    onSuccess: () => {
      notices.reload();
      refreshUnread();
    },
    onError: (error) => notify.error(errorMessage(error, MSG.notices.markAllFailed)),
  });
  const open = async (notice: Notification) => {
    if (notice.readAt === null) {
      try {
        await markNoticeRead(notice.id);
        refreshUnread();
      } catch (error) {
        notify.error(errorMessage(error, MSG.notices.markFailed));
      }
    }
    navigate(notice.link);
  };
  const data = notices.data;
  const anyUnread = data?.content.some((n) => n.readAt === null) ?? false;

  return (
    <Container size="sm" px={0}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{MSG.notices.title}</Title>
          <Text c="dimmed" size="sm">
            {admin ? MSG.notices.adminText : MSG.notices.text}
          </Text>
        </div>
        {data && data.totalElements > 0 && (
          <Button variant="light" onClick={() => markAll.submit(undefined)} loading={markAll.submitting} disabled={!anyUnread && page === 0}>
            {MSG.notices.markAll}
          </Button>
        )}
      </Group>
      {!data && notices.status === 'failure' ? (
        <LoadFailed title={MSG.notices.loadFailed} error={notices.error} onRetry={notices.reload} />
      ) : !data ? (
        <Loading />
      ) : data.totalElements === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
            <IconBellOff size={34} />
          </ThemeIcon>
          <Text c="dimmed">{MSG.notices.empty}</Text>
        </Stack>
      ) : (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={MSG.notices.listLabel} data-testid="notice-list">
            {data.content.map((notice) => (
              <li key={notice.id}>
                <Card withBorder padding="sm" radius="md" bg={notice.readAt === null ? 'cancha.0' : undefined}>
                  <UnstyledButton onClick={() => void open(notice)} w="100%" style={{ textAlign: 'left' }}>
                    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                      <Text size="sm" fw={notice.readAt === null ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                        {notice.text}
                      </Text>
                      {notice.readAt === null && (
                        <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                          {MSG.notices.unread}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" mt={4}>
                      {madeAt(notice.createdAt)}
                    </Text>
                  </UnstyledButton>
                </Card>
              </li>
            ))}
          </Stack>
          {data.totalPages > 1 && (
            <Group justify="center" mt="md">
              <Pages label="Páginas de avisos" total={data.totalPages} value={page + 1} onChange={(p) => setPage(p - 1)} />
            </Group>
          )}
        </>
      )}
    </Container>
  );
}
