/** Avatars and list pictures ask for the server's small image, larger pictures for the full one. */
import { describe, expect, it } from 'vitest';
import { assetUrl } from '../../src/api/http';

const image = `/api/v1/images/${'ab'.repeat(32)}`;

describe('assetUrl', () => {
  it('an avatar of 64 px or less gets the small variant', () => {
    expect(assetUrl(image, 48)).toBe(`${image}/small`);
    expect(assetUrl(image, 64)).toBe(`${image}/small`);
  });

  it('a larger or unsized picture gets the full image', () => {
    expect(assetUrl(image, 104)).toBe(image);
    expect(assetUrl(image)).toBe(image);
  });

  it('no picture stays none, and outside addresses are left alone', () => {
    expect(assetUrl(null, 48)).toBeUndefined();
    expect(assetUrl('/favicon.svg', 48)).toBe('/favicon.svg');
    expect(assetUrl('data:image/png;base64,AAAA', 48)).toBe('data:image/png;base64,AAAA');
  });
});
