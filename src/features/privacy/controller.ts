/**
 * Who answers for the data, as the legal pages say it: set at build time by the operator (README, "Settings":
 * `VITE_DATA_CONTROLLER`, `VITE_PRIVACY_EMAIL`, `VITE_DATA_CONTROLLER_CITY`).
 */
import type { DataController } from '../../../domain/legal';

export const DATA_CONTROLLER: DataController = {
  name: import.meta.env.VITE_DATA_CONTROLLER || 'Canchas',
  email: import.meta.env.VITE_PRIVACY_EMAIL || 'privacidad@canchas.co',
  city: import.meta.env.VITE_DATA_CONTROLLER_CITY || 'Cartagena',
};
