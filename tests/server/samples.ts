/** Tiny files that start like each accepted image type, and a multipart body carrying one. */
export const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

export const SAMPLES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'rest of a jpeg'),
  gif: bytes('GIF89a', 'rest of a gif'),
  webp: bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 rest'),
};

export function upload(data: Uint8Array, type = 'image/png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([data as BlobPart], { type }), 'foto');
  return form;
}
