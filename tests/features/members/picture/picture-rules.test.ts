import { describe, expect, it } from 'vitest';
import {
  cropAriaLabels,
  initialSquare,
  isAcceptedPicture,
  minimumCrop,
  outputSize,
  picturePayload,
} from '@/features/members/picture/rules/picture';

describe('picture change (administration.md 2.5, 5.7, 9)', () => {
  it.each([
    ['moi.jpg', true],
    ['moi.JPEG', true],
    ['moi.png', true],
    ['moi.bmp', true],
    ['moi.gif', false],
    ['moi.webp', false],
    ['jpg', false],
  ])('%s accepted: %s', (name, expected) => {
    expect(isAcceptedPicture(name)).toBe(expected);
  });

  it('outputs 200 x 200 and crops at least 150', () => {
    expect(outputSize).toBe(200);
    expect(minimumCrop).toBe(150);
  });

  it.each([
    [400, 300, { x: 50, y: 0, width: 300, height: 300 }],
    [300, 500, { x: 0, y: 100, width: 300, height: 300 }],
    [200, 200, { x: 0, y: 0, width: 200, height: 200 }],
  ])('a %s x %s picture starts with a centred square', (width, height, square) => {
    expect(initialSquare(width, height)).toMatchObject(square);
  });

  it('uploads the jpeg in base64 without its prefix, as a profile picture', () => {
    expect(picturePayload('data:image/jpeg;base64,AAAA')).toEqual({
      fileExtension: 'jpeg',
      imageType: 'PROFILE_PICTURE',
      imageBase64: 'AAAA',
    });
  });

  it('labels every handle in French', () => {
    expect(Object.keys(cropAriaLabels)).toHaveLength(9);
    expect(Object.values(cropAriaLabels).every((label) => /^(Zone|Poignée)/.test(label))).toBe(
      true,
    );
  });
});
