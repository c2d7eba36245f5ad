/** The owner's shield change: the shared image-upload modal (type and 2 MB checks) on the team's upload call. */
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Team } from '../../../domain/types';
import { assetUrl } from '../../api/http';
import { TEAM_FALLBACK_IMAGE } from '../../components/fallbackImages';
import { ImageUploadModal } from '../../components/ImageUploadModal';
import { uploadShield } from './api';

export function TeamImageModal({ team, onUploaded, children }: { team: Team; onUploaded: () => void; children: (open: () => void) => ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {children(open)}
      <ImageUploadModal
        opened={opened}
        onClose={close}
        upload={(file) => uploadShield(team.id, file)}
        onUploaded={onUploaded}
        currentImage={assetUrl(team.imageUrl)}
        fallbackImage={TEAM_FALLBACK_IMAGE}
        title="Cambiar escudo"
        shape="square"
      />
    </>
  );
}
