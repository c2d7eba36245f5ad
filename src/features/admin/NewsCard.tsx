/**
 * home-admin's 'Novedades' (docs/product.md, "Field news"): what teams booked online, moved or cancelled since the
 * administrator last looked, the latest first, each with its booking; 'Marcar como revisadas' marks them seen up to
 * when they were read (what came meanwhile stays). Read again as each of a team's changes to the field's bookings is
 * told to the administrator (the live notices, src/layout/notices.tsx) and on coming back to the tab. Loaded
 * through the load machine (useLoad), marked through the submit machine (useSubmit): a skeleton while loading,
 * 'Reintentar' when it fails.
 */
import { Anchor, Badge, Button, Group, List, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { instantTime12, relativeDayLabel, reservationWhen } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import type { NewsKind } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { LoadFailed } from '../../components/failure';
import { SMALL_LINK_TARGET } from '../../components/targets';
import { notify } from '../../components/notify';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { useFollowBookings } from '../../layout/useFollowBookings';
import { useNow } from '../../components/useNow';
import { loadFieldNews, markNewsSeen } from './api';
import { StatsCard } from './StatsCard';

const KINDS: Record<NewsKind, { label: string; color: string; at: (when: string) => string }> = {
  BOOKED: { label: MSG.news.booked, color: 'cancha', at: MSG.news.bookedAt },
  MOVED: { label: MSG.news.moved, color: 'blue', at: MSG.news.movedAt },
  CANCELED: { label: MSG.news.canceled, color: 'red', at: MSG.news.canceledAt },
  MOVED_AWAY: { label: MSG.news.movedAway, color: 'orange', at: MSG.news.movedAwayAt },
};

/** When a team did it, in Bogota: 'hoy, 3:15 p. m.'. */
const doneAt = (at: string) => {
  const instant = new Date(at);
  return `${relativeDayLabel(todayInAppZone(instant)).toLowerCase()}, ${instantTime12(instant)}`;
};

export function NewsCard({ fieldId }: { fieldId: number }) {
  const news = useLoad(() => loadFieldNews(fieldId), [fieldId]);
  // A team may book while the home is open: read again as its notice arrives, and when the administrator comes back.
  useFollowBookings('field', () => loadFieldNews(fieldId), [fieldId], news.setData, { everyMinute: false });
  // 'hoy' and 'mañana' turn at midnight on a home left open.
  useNow();
  const mark = useSubmit(markNewsSeen, {
    onSuccess: (after) => news.setData(after),
    onError: (error) => notify.error(errorMessage(error, MSG.news.markFailed)),
  });
  const data = news.data;
  return (
    <StatsCard id="news-title" title={MSG.news.title} text={MSG.news.text}>
      {news.status === 'failure' ? (
        <LoadFailed title={MSG.news.loadFailed} error={news.error} onRetry={news.reload} />
      ) : !data ? (
        <Skeleton height={52} radius="md" aria-hidden />
      ) : data.total === 0 ? (
        <Text c="dimmed">{MSG.news.empty}</Text>
      ) : (
        <>
          <List listStyleType="none" spacing="xs" aria-label={MSG.news.listLabel} data-testid="news-list">
            {data.items.map(({ kind, at, reservation: r }) => (
              <List.Item key={`${r.id}-${kind}`}>
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <Badge color={KINDS[kind].color} variant="light" style={{ flexShrink: 0 }}>
                    {KINDS[kind].label}
                  </Badge>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <b>{r.team?.name || r.teamName}</b> · {reservationWhen(r)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {KINDS[kind].at(doneAt(at))}
                    </Text>
                  </div>
                </Group>
              </List.Item>
            ))}
          </List>
          {data.total > data.items.length && <Text size="sm">{MSG.news.more(data.total - data.items.length)}</Text>}
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/dashboard/reservation/list/field" fz="sm" style={SMALL_LINK_TARGET}>
              {MSG.news.seeAll}
            </Anchor>
            <Button size="xs" variant="light" loading={mark.submitting} onClick={() => mark.submit({ fieldId, until: data.readAt })}>
              {MSG.news.markSeen}
            </Button>
          </Group>
        </>
      )}
    </StatsCard>
  );
}
