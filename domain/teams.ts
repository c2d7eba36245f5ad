/** Team rules shared by the screens and the server. */

/** A team takes a new player only while it has fewer members than its maximum. */
export const teamHasRoom = (team: { memberCount: number; maxPlayers: number }): boolean => team.memberCount < team.maxPlayers;
