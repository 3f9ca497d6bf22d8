/**
 * docs/spec/administration.md 5.7 and 9: accepted files, the square crop and the uploaded picture.
 */
export const acceptedExtensions = ['.jpg', '.jpeg', '.png', '.bmp'] as const;
export const outputSize = 200;
export const minimumCrop = 150;

export function isAcceptedPicture(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return acceptedExtensions.some((extension) => lower.endsWith(extension));
}

/** A centred square of the largest size the picture allows (never under the minimum). */
export function initialSquare(width: number, height: number) {
  const side = Math.max(Math.min(width, height), Math.min(minimumCrop, width, height));
  return {
    unit: 'px' as const,
    x: (width - side) / 2,
    y: (height - side) / 2,
    width: side,
    height: side,
  };
}

/**
 * The body of the upload (docs/spec/administration.md 7.2): the cropped jpeg, base64 without its
 * prefix.
 */
export function picturePayload(dataUrl: string) {
  return {
    fileExtension: 'jpeg',
    imageType: 'PROFILE_PICTURE',
    imageBase64: dataUrl.replace(/^data:image\/\w+;base64,/, ''),
  };
}

/** The screen-reader labels of the cropper, in French (TOOLCHAIN 20). */
export const cropAriaLabels = {
  cropArea: 'Zone de recadrage : flèches pour la déplacer',
  nwDragHandle: 'Poignée en haut à gauche : flèches pour redimensionner',
  nDragHandle: 'Poignée en haut : flèches pour redimensionner',
  neDragHandle: 'Poignée en haut à droite : flèches pour redimensionner',
  eDragHandle: 'Poignée à droite : flèches pour redimensionner',
  seDragHandle: 'Poignée en bas à droite : flèches pour redimensionner',
  sDragHandle: 'Poignée en bas : flèches pour redimensionner',
  swDragHandle: 'Poignée en bas à gauche : flèches pour redimensionner',
  wDragHandle: 'Poignée à gauche : flèches pour redimensionner',
};
