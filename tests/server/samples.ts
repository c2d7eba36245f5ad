/** Tiny real images (8×6 px) of each accepted type, and a multipart body carrying one. */
export const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const b64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export const SAMPLES = {
  png: b64('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4IWeDFTEMpAQACeY2YQMxYLIAAAAASUVORK5CYII='),
  jpeg: b64(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCEAHq+/9k=',
  ),
  gif: b64('R0lGODlhCAAGAIAAAExpccgePCH5BAUAAAAALAAAAAAIAAYAAAIGjI+py30FADs='),
  webp: b64('UklGRjgAAABXRUJQVlA4ICwAAACQAQCdASoIAAYAAUAmJaACdLoAA5gA/vD6K67xaUa/+8Z//cZ//cZ/7uAAAA=='),
};

/** Files that start like an accepted image but are none: the server must not take them. */
export const FAKES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'rest of a jpeg'),
};

export function upload(data: Uint8Array, type = 'image/png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([data as BlobPart], { type }), 'foto');
  return form;
}
