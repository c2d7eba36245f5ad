// @vitest-environment happy-dom
/** A player without a picture shows their initials: the first letters of the first name and the surname, not an emoji. */
import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PlayerAvatar } from '../../src/components/PlayerAvatar';
import { renderView } from './setup';

let view: ReturnType<typeof renderView> | undefined;
afterEach(() => view?.unmount());

it.each([
  ['Juan ⚽😀', 'Pérez Ñuñez', 'JP'],
  ['⚽ Ñandú', 'de la Torre', 'ÑD'],
  ['ángela', 'o’neil', 'ÁO'],
])('%s %s reads %s', (firstName, lastName, initials) => {
  view = renderView(<PlayerAvatar player={{ firstName, lastName, imageUrl: null }} size={48} />);
  expect(screen.getByText(initials)).toBeTruthy();
});
