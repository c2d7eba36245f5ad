/** A team's shield: its uploaded image, or the team fallback image of docs/product.md: Screens. */
import { Avatar, type AvatarProps } from '@mantine/core';
import { IconShieldHalfFilled } from '@tabler/icons-react';
import { assetUrl, listImage } from '../api/http';
import { TEAM_FALLBACK_IMAGE } from './fallbackImages';

/** `eager` for a shield at the top of a page; in lists (the default) it loads as it nears the screen. */
export function TeamShield({
  imageUrl,
  name,
  size = 64,
  eager = false,
  ...props
}: { imageUrl: string | null; name: string; eager?: boolean } & AvatarProps) {
  const px = typeof size === 'number' ? size : undefined;
  return (
    <Avatar
      src={assetUrl(imageUrl, px) ?? TEAM_FALLBACK_IMAGE}
      imageProps={px === undefined || eager ? undefined : listImage(px)}
      alt={`Escudo de ${name}`}
      size={size}
      radius="md"
      color="cancha"
      variant="light"
      {...props}
    >
      <IconShieldHalfFilled size={typeof size === 'number' ? size * 0.55 : 32} aria-hidden />
    </Avatar>
  );
}
