/** Reading the server's error answers: the client branches on `code`, never on the Spanish message. */
import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorFieldOf, errorMessageOf } from '../../domain/errorBody';
import * as MSG from '../../domain/messages';

const answer = (data: unknown) => ({ response: { status: 409, data } });

describe('error answers', () => {
  it('reads a known code and the message', () => {
    const error = answer({ code: 'SLOT_TAKEN', message: 'La cancha ya está reservada en ese horario.' });
    expect(errorCodeOf(error)).toBe('SLOT_TAKEN');
    expect(errorMessageOf(error, 'otro')).toBe('La cancha ya está reservada en ese horario.');
  });

  it('a body without a code, a network failure or nothing at all have no code; a code the app does not know acts as none', () => {
    const unknown = answer({ code: 'SOMETHING_NEW', message: 'x' });
    expect(errorFieldOf(unknown)).toBeUndefined();
    expect(errorCodeOf(answer({ code: 42 }))).toBeUndefined();
    expect(errorCodeOf(answer({ message: MSG.activeReservation.title }))).toBeUndefined();
    expect(errorCodeOf(new Error('Network Error'))).toBeUndefined();
    expect(errorCodeOf(undefined)).toBeUndefined();
    expect(errorMessageOf(new Error('Network Error'), MSG.general.saveFailed)).toBe(MSG.general.saveFailed);
  });

  it('a taken value belongs to its own form field, by code whatever the text says', () => {
    expect(errorFieldOf(answer({ code: 'EMAIL_TAKEN', message: 'cualquier texto' }))).toBe('email');
    expect(errorFieldOf(answer({ code: 'DOCUMENT_TAKEN', message: MSG.auth.emailTaken }))).toBe('documentNumber');
    expect(errorFieldOf(answer({ code: 'CELLPHONE_TAKEN', message: '' }))).toBe('cellphone');
    expect(errorFieldOf(answer({ message: MSG.auth.emailTaken }))).toBeUndefined();
    expect(errorFieldOf(answer({ code: 'SLOT_TAKEN', message: 'x' }))).toBeUndefined();
  });
});
