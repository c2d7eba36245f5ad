/** The person's calls about their data (docs/api.md, "Your data"): views take them from here, never from the endpoints. */
import * as usersApi from '../../api/endpoints/users';

/** The policy in force accepted again, after the log-in said it changed. */
export const acceptPolicy = () => usersApi.acceptPolicy();
