/** The profile's calls (docs/api.md, "Users" and "Sessions"): views take them from here, never from the endpoints. */
import { usersApi } from '../../api/endpoints/users';

export const profileApi = {
  player: usersApi.player,
  admin: usersApi.admin,
  update: usersApi.update,
  uploadImage: usersApi.uploadImage,
  changePassword: usersApi.changePassword,
  logoutEverywhere: usersApi.logoutEverywhere,
};
