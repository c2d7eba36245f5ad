/**
 * A player's picture, or, without one, their initials on a colour of their name: the first letter of the
 * first name and of the surname ('JP' for 'Juan ⚽ Pérez'), skipping what is not a letter (an emoji, a symbol).
 * In lists (`lazy`) the picture loads as it scrolls into view.
 */
import { Avatar } from '@mantine/core';
import { fullName } from '../../domain/format';
import { assetUrl, listImage } from '../api/http';

const firstLetter = (text: string) => text.match(/\p{L}/u)?.[0].toLocaleUpperCase('es') ?? '';

interface Props {
  player: { firstName: string; lastName: string; imageUrl?: string | null };
  size: number;
  lazy?: boolean;
}

export function PlayerAvatar({ player, size, lazy = true }: Props) {
  const name = fullName(player);
  const initials = firstLetter(player.firstName) + firstLetter(player.lastName);
  return (
    <Avatar
      src={assetUrl(player.imageUrl, size)}
      alt={name}
      name={name}
      color="initials"
      size={size}
      radius="xl"
      imageProps={lazy ? listImage(size) : undefined}
    >
      {initials || undefined}
    </Avatar>
  );
}
