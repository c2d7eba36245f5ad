/** The invitation page's calls (docs/api.md, "Team invitations"): the machine's actors. Views never call the endpoints. */
import { fromPromise } from 'xstate';
import type { InvitedTeam, Team } from '../../../domain/types';
import * as invitesApi from '../../api/endpoints/invites';
import { reloadUser } from '../../session/useSession';

export const invitationActors = {
  /** The team the link invites to; no session needed. */
  load: fromPromise<{ team: InvitedTeam }, { secret: string }>(({ input }) => invitesApi.read(input.secret)),
  /** The signed-in player joins it. */
  join: fromPromise<Team, { secret: string }>(({ input }) => invitesApi.join(input.secret)),
};

/** After joining, the session's user carries the team (the menu's links that need one appear). */
export const refreshSessionUser = () => void reloadUser();
