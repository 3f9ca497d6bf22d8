import { useRef, useState, type ChangeEvent } from 'react';
import ReactCrop, { type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { reloadCurrentProfile } from '@/shared/session/api/get-current-profile';
import { useAppDispatch } from '@/shared/store/store';
import { errorToast, successToast } from '@/shared/ui/ui-slice';
import { useUpdateProfilePictureMutation } from '../api/update-profile-picture';
import {
  acceptedExtensions,
  cropAriaLabels,
  initialSquare,
  isAcceptedPicture,
  minimumCrop,
  outputSize,
  picturePayload,
} from './rules/picture';
import './picture.css';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

/** The cropped square drawn at 200 x 200 as a jpeg data URL. */
function croppedJpeg(image: HTMLImageElement, crop: PixelCrop): string {
  const canvas = document.createElement('canvas');
  canvas.width = outputSize;
  canvas.height = outputSize;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  context.drawImage(
    image,
    crop.x * scaleX,
    crop.y * scaleY,
    crop.width * scaleX,
    crop.height * scaleY,
    0,
    0,
    outputSize,
    outputSize,
  );
  return canvas.toDataURL('image/jpeg', 0.9);
}

/**
 * 'Picture change' (docs/spec/administration.md 2.5, 5.7): the current photo until a file is
 * chosen, then a square cropper (arrows move the square, its handles resize it); Sauvegarder
 * uploads the 200 x 200 jpeg, closes and the header shows the new photo. Loaded only when opened.
 */
export function PictureDialog({
  profileId,
  currentPhoto,
  close,
}: {
  profileId: number;
  currentPhoto: string | null;
  close: () => void;
}) {
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<PixelCrop>();
  const [refused, setRefused] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const [upload, uploading] = useUpdateProfilePictureMutation();
  const dispatch = useAppDispatch();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isAcceptedPicture(file.name)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    const reader = new FileReader();
    reader.onload = () => setSource(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  };

  const save = async () => {
    if (!image.current || !crop) return;
    try {
      await upload({ profileId, body: picturePayload(croppedJpeg(image.current, crop)) }).unwrap();
      dispatch(successToast('Photo de profil mise à jour'));
      close();
      // The header and the tiles read the photo from the session's profile.
      void reloadCurrentProfile(dispatch, profileId).catch(() => undefined);
    } catch {
      dispatch(errorToast("La photo n'a pas pu être enregistrée. Veuillez réessayer."));
    }
  };

  return (
    <div className="picture-dialog">
      <div className="field">
        <label htmlFor="picture-file">Choisir une photo (.jpg, .jpeg, .png, .bmp)</label>
        <input
          id="picture-file"
          type="file"
          accept={acceptedExtensions.join(',')}
          aria-describedby={refused ? 'picture-file-error' : undefined}
          onChange={choose}
        />
        {refused && (
          <p id="picture-file-error" className="field-error" role="alert">
            Formats acceptés : .jpg, .jpeg, .png, .bmp
          </p>
        )}
      </div>
      {source ? (
        <>
          <p className="form-kit__hint">
            Recadrez votre photo : la zone se déplace avec les flèches du clavier, ses poignées la
            redimensionnent.
          </p>
          <ReactCrop
            crop={crop}
            aspect={1}
            keepSelection
            minWidth={minimumCrop}
            minHeight={minimumCrop}
            ariaLabels={cropAriaLabels}
            onChange={(pixels) => setCrop(pixels)}
          >
            <img
              ref={image}
              src={source}
              alt="Votre fichier, à recadrer"
              className="picture-dialog__source"
              onLoad={(event) => {
                const { width, height } = event.currentTarget;
                setCrop(initialSquare(width, height));
              }}
            />
          </ReactCrop>
        </>
      ) : currentPhoto ? (
        <img src={currentPhoto} alt="Votre portrait actuel" className="picture-dialog__current" />
      ) : (
        <p>Vous n'avez pas encore de photo de profil.</p>
      )}
      <DialogActions onCancel={close}>
        <Button
          variant="primary"
          disabled={!source || !crop || uploading.isLoading}
          onClick={() => void save()}
        >
          Sauvegarder
        </Button>
      </DialogActions>
    </div>
  );
}
