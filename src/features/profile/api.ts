/** The profile's calls (docs/api.md, "Users" and "Sessions"): views take them from here, never from the endpoints. */
import { todayInAppZone } from '../../../domain/time';
import * as usersApi from '../../api/endpoints/users';

export const profileApi = {
  player: usersApi.player,
  admin: usersApi.admin,
  update: usersApi.update,
  uploadImage: usersApi.uploadImage,
  changePassword: usersApi.changePassword,
  logoutEverywhere: usersApi.logoutEverywhere,
};

/** The file 'Descargar mis datos' saves: one JSON document with everything Canchas keeps of the person. */
export const myDataFileName = (date: string) => `canchas-mis-datos-${date}.json`;

/** 'Descargar mis datos': the caller's data, saved by the browser as one JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await usersApi.myData();
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: myDataFileName(todayInAppZone()) });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has surely taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Eliminar mi cuenta', with the password asked again. */
export const deleteAccount = ({ password }: { password: string }) => usersApi.deleteAccount(password);
