/** 'Tipo de documento' of the register form and the profile editor: each document by its name and its code. */
import { DOCUMENT_TYPES } from '../../domain/constants';
import * as MSG from '../../domain/messages';

export const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: `${MSG.user.documentTypeNames[type]} (${type})` }));
