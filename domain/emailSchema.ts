/**
 * An e-mail as every form and payload takes it, and the owner's search of a player by it (add/player). Apart from
 * ./schemas.ts so that a screen whose one field is an e-mail downloads this, not every form's rules.
 */
import * as v from 'valibot';
import * as MSG from './messages';

export const email = (requiredMessage: string = MSG.validation.emailRequired) =>
  v.config(
    v.pipe(
      v.string(requiredMessage),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.maxLength(120, MSG.validation.tooLong(120)),
      v.email(MSG.validation.emailInvalid),
      // No mailbox exists under the reserved domain .invalid; a deleted administrator's kept row holds such an address
      // (server/services/privacy.ts), which nobody may take first.
      v.check((address) => !/\.invalid$/i.test(address), MSG.validation.emailInvalid),
      v.toLowerCase(),
    ),
    { abortPipeEarly: true },
  );

export const playerSearchSchema = v.object({ email: email(MSG.validation.playerEmailRequired) });
