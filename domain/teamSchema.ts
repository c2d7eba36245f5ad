/** The team form's schema ('Crear equipo', 'Editar equipo'), apart from ./schemas.ts for the form's screen (./schemaParts.ts). */
import * as v from 'valibot';
import { DEFAULT_CITY, TEAM_DEFAULT_MAX_PLAYERS, TEAM_MAX_PLAYERS, TEAM_MIN_PLAYERS } from './constants';
import * as MSG from './messages';
import { requiredText, wholeNumberBetween } from './schemaParts';

export const teamEntries = {
  name: requiredText(MSG.validation.teamNameRequired, 60),
  city: requiredText(MSG.validation.cityRequired, 60),
  neighborhood: requiredText(MSG.validation.neighborhoodRequired, 80),
  maxPlayers: wholeNumberBetween(TEAM_MIN_PLAYERS, TEAM_MAX_PLAYERS, MSG.validation.maxPlayersMin, MSG.validation.maxPlayersMax),
};
export const teamFormSchema = v.object(teamEntries);
export type TeamForm = v.InferOutput<typeof teamFormSchema>;
export const teamFormDefaults = { name: '', city: DEFAULT_CITY, neighborhood: '', maxPlayers: TEAM_DEFAULT_MAX_PLAYERS as number | '' };
