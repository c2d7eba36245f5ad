/**
 * The rules the forms' schemas are made of (./schemas.ts): a required one-line text, a length as a person counts it, a
 * whole number in a range. Apart from the schemas, so that a screen with one form downloads its own rules, not every form's.
 */
import * as v from 'valibot';
import { CELLPHONE_DIGITS } from './constants';
import * as MSG from './messages';

/** A cellphone as the product takes one: its 10 digits; or, where one may be left out, nothing. */
const CELLPHONE = new RegExp(`^\\d{${CELLPHONE_DIGITS}}$`);
const CELLPHONE_OR_NONE = new RegExp(`^(\\d{${CELLPHONE_DIGITS}})?$`);

/** A cellphone typed, trimmed: its 10 digits, or (`orNone`) an empty text where none need be given. */
export const cellphoneText = (orNone = false) =>
  v.pipe(v.string(MSG.validation.cellphoneInvalid), v.trim(), v.regex(orNone ? CELLPHONE_OR_NONE : CELLPHONE, MSG.validation.cellphoneInvalid));

/**
 * Characters that show nothing: format controls (zero-width spaces and joiners, direction marks and
 * overrides, the byte-order mark, soft hyphens), other controls, separators, every character Unicode says a
 * font may leave unseen (variation selectors, the combining grapheme joiner, the Hangul fillers, Khmer's
 * silent vowels), and the Braille blank.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/**
 * No name either: accents with no letter to sit on, private-use characters (each font draws its own, or a
 * box), noncharacters, and the placeholders for an object and for what a broken encoding left.
 */
const NOT_A_LETTER = /[\p{M}\p{Co}\p{Noncharacter_Code_Point}\uFFFC\uFFFD]/gu;
export const isVisiblyBlank = (text: string) => text.replace(INVISIBLE, '').replace(NOT_A_LETTER, '') === '';

/**
 * What a one-line text (a name, a city, an address) may not hold: control characters (line breaks and tabs
 * included), the Unicode line and paragraph separators, and the direction embeddings, overrides and
 * isolates, which would reverse or break the text shown after it. Right-to-left script and its direction
 * marks (U+200E, U+200F) are text like any other.
 */
export const ONE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * At most `max` characters as a person counts them (graphemes: an emoji is one, a flag too), and at most four
 * UTF-16 units a character on average: one letter can carry any number of stacked accents and still count as
 * one, which would let a name of 80 "characters" be tens of thousands long.
 */
export const maxCharacters = (max: number, message: string) =>
  [v.maxLength<string, number, string>(max * 4, message), v.maxGraphemes<string, number, string>(max, message)] as const;

/**
 * A required text: NFC-normalised (so "é" is one character however it was typed), trimmed, not blank, on one
 * line without control characters; too long says how long it may be.
 */
export const requiredText = (message: string, max = 80) =>
  v.config(
    v.pipe(
      v.string(message),
      v.normalize('NFC'),
      v.trim(),
      v.nonEmpty(message),
      v.check((text) => !isVisiblyBlank(text), message),
      v.check((text) => !ONE_LINE_FORBIDDEN.test(text), MSG.validation.controlCharacters),
      ...maxCharacters(max, MSG.validation.tooLong(max)),
    ),
    { abortPipeEarly: true },
  );

// Each pipe stops at its first failure, so an empty field says "required" and nothing else.
/** A whole number from `min` to `max`: `message` when it is not one, `tooHigh` when it is above `max`. */
export const wholeNumberBetween = (min: number, max: number, message: string, tooHigh = message) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, tooHigh));
