/**
 * A field's picture on its detail (docs/product.md: Screens field, field/detail/{id}). Its administrator always
 * sees it (the drawing of a field until one is uploaded) with 'Cambiar foto de la cancha', which opens the shared
 * picture modal on the field's upload call; anyone else sees it only once uploaded.
 */
import { Box, Button, Image } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhotoUp } from '@tabler/icons-react';
import * as MSG from '../../../domain/messages';
import type { Field } from '../../../domain/types';
import { assetUrl } from '../../api/http';
import { FIELD_FALLBACK_IMAGE } from '../../components/fallbackImages';
import { ImageUploadModal } from '../../components/ImageUploadModal';
import { uploadFieldPicture } from './api';

interface Props {
  field: Pick<Field, 'id' | 'name' | 'imageUrl'>;
  /** The viewer administers the field: the button to change the picture, and its new address once uploaded. */
  onChanged?: (imageUrl: string) => void;
}

export function FieldPicture({ field, onChanged }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const current = field.imageUrl ? assetUrl(field.imageUrl) : null;
  if (!current && !onChanged) return null;
  return (
    <Box pos="relative">
      <Image
        src={current ?? FIELD_FALLBACK_IMAGE}
        fallbackSrc={FIELD_FALLBACK_IMAGE}
        alt={MSG.field.pictureAlt(field.name)}
        h={{ base: 170, sm: 260 }}
        fit="cover"
        radius="md"
      />
      {onChanged && (
        <>
          <Button
            pos="absolute"
            bottom={10}
            right={10}
            size="xs"
            variant="white"
            leftSection={<IconPhotoUp size={16} />}
            onClick={open}
            style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
          >
            {MSG.field.changePicture}
          </Button>
          <ImageUploadModal
            opened={opened}
            onClose={close}
            upload={(file) => uploadFieldPicture(field.id, file)}
            onUploaded={(answer) => onChanged(answer.imageUrl)}
            currentImage={current}
            fallbackImage={FIELD_FALLBACK_IMAGE}
            title={MSG.field.changePicture}
            shape="square"
          />
        </>
      )}
    </Box>
  );
}
