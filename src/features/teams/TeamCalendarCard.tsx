/**
 * 'Calendario del equipo' on /dashboard/team (docs/product.md, "Team calendar"): the team's secret webcal
 * URL, to copy or subscribe to, for every member; the owner turns it on, replaces it (the old link stops
 * working) and turns it off, each change confirmed first. The URL is the server's address (the page's origin
 * unless the API runs elsewhere) with webcal://.
 * Loading and the changes run on the app's load and submit machines (useLoad, useSubmit).
 */
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import * as MSG from '../../../domain/messages';
import { webcalUrl } from '../../../domain/calendarFeed';
import type { TeamCalendar } from '../../../domain/types';
import { errorMessage, serverBase } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { disableTeamCalendar, loadTeamCalendar, renewTeamCalendar } from './api';
import { TeamSectionCard } from './TeamSectionCard';

/** `memberCount`: the URL is read again when it changes, since a member's leaving gives the feed a new secret. */
export function TeamCalendarCard({ teamId, owner, memberCount }: { teamId: number; owner: boolean; memberCount: number }) {
  const calendar = useLoad(() => loadTeamCalendar(teamId), [teamId, memberCount]);
  const failed = (e: unknown) => notify.error(errorMessage(e, MSG.calendar.saveFailed));
  // The input says whether a feed was on: replacing it and turning it on read differently.
  const renew = useSubmit((_wasOn: boolean) => renewTeamCalendar(teamId), {
    onSuccess: (next: TeamCalendar, wasOn) => {
      calendar.setData(next);
      notify.success(wasOn ? MSG.calendar.rotated : MSG.calendar.enabled);
    },
    onError: failed,
  });
  const disable = useSubmit(() => disableTeamCalendar(teamId), {
    onSuccess: (next: TeamCalendar) => {
      calendar.setData(next);
      notify.success(MSG.calendar.disabled);
    },
    onError: failed,
  });
  const askRotate = async () => {
    if (await confirmModal(MSG.calendar.rotateConfirmTitle, MSG.calendar.rotateConfirmText, MSG.calendar.rotateConfirm, 'red')) renew.submit(true);
  };
  const askDisable = async () => {
    if (await confirmModal(MSG.calendar.disableConfirmTitle, MSG.calendar.disableConfirmText, MSG.calendar.disableConfirm, 'red'))
      disable.submit(undefined);
  };

  const path = calendar.data?.path ?? null;
  const url = path ? webcalUrl(serverBase(), path) : null;
  const busy = renew.submitting || disable.submitting;
  return (
    <TeamSectionCard
      id="team-calendar-title"
      icon={<IconCalendarEvent size={22} aria-hidden />}
      title={MSG.calendar.title}
      load={calendar}
      failedTitle={MSG.calendar.loadFailed}
    >
      {url ? (
        <Stack gap="sm">
          <Text size="sm">{MSG.calendar.onText}</Text>
          <TextInput label={MSG.calendar.urlLabel} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Text size="xs" c="dimmed">
            {MSG.calendar.secretHint}
          </Text>
          <Group gap="sm">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  onClick={copy}
                >
                  {copied ? MSG.calendar.copied : MSG.calendar.copy}
                </Button>
              )}
            </CopyButton>
            <Button component="a" href={url} leftSection={<IconCalendarEvent size={18} />}>
              {MSG.calendar.subscribe}
            </Button>
          </Group>
          {owner && (
            <Group gap="sm">
              <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={askRotate} loading={renew.submitting} disabled={busy}>
                {MSG.calendar.rotate}
              </Button>
              <Button variant="subtle" color="red" onClick={askDisable} loading={disable.submitting} disabled={busy}>
                {MSG.calendar.disable}
              </Button>
            </Group>
          )}
        </Stack>
      ) : owner ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{MSG.calendar.offOwnerText}</Text>
          <Button leftSection={<IconCalendarEvent size={18} />} onClick={() => renew.submit(false)} loading={renew.submitting}>
            {MSG.calendar.enable}
          </Button>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {MSG.calendar.offMemberText}
        </Text>
      )}
    </TeamSectionCard>
  );
}
