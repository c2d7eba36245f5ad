/**
 * The picture-change modal of profiles and teams: the file is checked against the image rule of docs/product.md: Validation
 * before anything is sent ('Formato no válido', 'Tamaño de archivo demasiado grande'), previewed, then
 * uploaded; 'Foto actualizada' on success, 'Error al subir la imagen' on failure.
 */
import { Alert, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { TitledModal } from './TitledModal';
import { inspector } from '../inspect';
import { IconAlertTriangle, IconPhotoUp } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { fileSizeLabel } from '../../domain/image';
import * as MSG from '../../domain/messages';
import { imageUploadMachine } from '../../machines/imageUpload';
import { errorMessage } from '../api/http';
import { notify } from './notify';

interface Props<T> {
  opened: boolean;
  onClose: () => void;
  /** Sends the chosen file; its answer goes to onUploaded. */
  upload: (file: File) => Promise<T>;
  onUploaded?: (output: T) => void;
  currentImage?: string | null;
  fallbackImage: string;
  title?: string;
  /** Round for a person, rounded square for a team's shield. */
  shape?: 'circle' | 'square';
}

export function ImageUploadDialog<T>({
  opened,
  onClose,
  upload,
  onUploaded,
  currentImage,
  fallbackImage,
  title = 'Cambiar foto',
  shape = 'circle',
}: Props<T>) {
  const latest = useRef({ upload, onUploaded, onClose });
  latest.current = { upload, onUploaded, onClose };
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    imageUploadMachine.provide({
      actors: { upload: fromPromise<unknown, { file: File }>(({ input }) => latest.current.upload(input.file)) },
      actions: {
        onUploaded: (_, { output }) => {
          notify.success(MSG.image.updated);
          latest.current.onUploaded?.(output as T);
          latest.current.onClose();
        },
        onFailed: (_, { error }) => notify.error(MSG.image.uploadFailed, errorMessage(error, '')),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const state = useSelector(actor, (s) => s);
  const { file, problem } = state.context;
  const uploading = state.matches('uploading');
  const resetFileInput = useRef<() => void>(null);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const close = () => {
    if (uploading) return;
    actor.send({ type: 'RESET' });
    onClose();
  };

  return (
    <TitledModal opened={opened} onClose={close} title={title} closeOnClickOutside={!uploading} withCloseButton={!uploading}>
      <Stack align="stretch" gap="md">
        <Center>
          <Image
            src={preview ?? currentImage ?? fallbackImage}
            fallbackSrc={fallbackImage}
            alt={preview ? 'Vista previa de la nueva foto' : 'Foto actual'}
            w={160}
            h={160}
            fit="cover"
            radius={shape === 'circle' ? 160 : 'lg'}
            style={{ border: '3px solid var(--mantine-color-cancha-1)' }}
          />
        </Center>
        {problem && (
          <Alert color="red" variant="light" title={problem.title} icon={<IconAlertTriangle />} role="alert">
            {problem.text}
          </Alert>
        )}
        {file ? (
          <Text size="sm" ta="center" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {file.name} · {fileSizeLabel(file.size)}
          </Text>
        ) : (
          <Text size="sm" ta="center" c="dimmed">
            Elige una imagen de hasta 2 MB.
          </Text>
        )}
        <Center>
          <FileButton
            resetRef={resetFileInput}
            accept="image/*"
            disabled={uploading}
            onChange={(chosen) => {
              if (chosen) actor.send({ type: 'CHOOSE', file: chosen });
              resetFileInput.current?.();
            }}
          >
            {(props) => (
              // FileButton disables only its hidden input: the button shows it too while uploading.
              <Button {...props} disabled={uploading} variant="light" leftSection={<IconPhotoUp size={18} />}>
                Elegir imagen
              </Button>
            )}
          </FileButton>
        </Center>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={uploading}>
            {MSG.auth.cancel}
          </Button>
          <Button onClick={() => actor.send({ type: 'UPLOAD' })} disabled={!state.matches('ready')} loading={uploading}>
            Subir foto
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
