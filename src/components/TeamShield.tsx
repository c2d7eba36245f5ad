/** A team's shield: its uploaded image, or the team fallback image of docs/product.md: Screens. */
import { Avatar, type AvatarProps } from '@mantine/core';
import { IconShieldHalfFilled } from '@tabler/icons-react';
import { assetUrl } from '../api/client';
import { TEAM_FALLBACK_IMAGE } from './fallbackImages';

export function TeamShield({ imageUrl, name, size = 64, ...props }: { imageUrl: string | null; name: string } & AvatarProps) {
  return (
    <Avatar
      src={assetUrl(imageUrl, typeof size === 'number' ? size : undefined) ?? TEAM_FALLBACK_IMAGE}
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
