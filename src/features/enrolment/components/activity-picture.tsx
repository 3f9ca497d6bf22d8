import { useState } from 'react';
import { fallbackActivityPicture } from '../club/rules/club-activities';

/** Decorative: the activity's title is always written next to it. Broken links fall back too. */
export function ActivityPicture({
  src,
  className,
  width,
  height,
}: {
  src: string | null;
  className?: string;
  width: number;
  height: number;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = src && src !== broken ? src : fallbackActivityPicture;
  return (
    <img
      className={className}
      src={url}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      onError={() => setBroken(src)}
    />
  );
}
