import { lazy, Suspense } from 'react';
import { useDialogs } from '@/shared/ui/dialog-host';
import { Spinner } from '@/shared/ui/spinner';
import { Button } from '@/shared/ui/button';

// The cropper (react-image-crop) loads only when the dialog opens (budgets.json).
const PictureDialog = lazy(() =>
  import('./picture-dialog').then((module) => ({ default: module.PictureDialog })),
);

/** 'Changer ma photo': opens the picture dialog for this profile. */
export function ChangePictureButton({
  profileId,
  currentPhoto,
}: {
  profileId: number;
  currentPhoto: string | null;
}) {
  const dialogs = useDialogs();
  return (
    <Button
      variant="secondary"
      onClick={() =>
        dialogs.open({
          title: 'Changer ma photo',
          width: '600px',
          render: (close) => (
            <Suspense fallback={<Spinner label="Chargement…" />}>
              <PictureDialog profileId={profileId} currentPhoto={currentPhoto} close={close} />
            </Suspense>
          ),
        })
      }
    >
      Changer ma photo
    </Button>
  );
}
