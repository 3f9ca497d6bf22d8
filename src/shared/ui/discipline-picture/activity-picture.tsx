import './discipline-picture.css';
import { useState } from 'react';
import { disciplineLookOf } from './discipline-icons';

/**
 * An activity's or an offer's picture, decorative (its name is always written beside it). When
 * it has none of its own, or its address fails, the same box shows its discipline's icon on the
 * discipline's colour (src/shared/ui/discipline-picture/disciplines.ts), never another picture.
 */
export function ActivityPicture({
  src,
  name,
  className,
  width,
  height,
}: {
  src: string | null;
  /** The activity's or offer's name: the discipline is read from it. */
  name: string;
  className?: string;
  width: number;
  height: number;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && src !== broken) {
    return (
      <img
        className={className}
        src={src}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        onError={() => setBroken(src)}
      />
    );
  }
  const { discipline, Icon, tone } = disciplineLookOf(name);
  return (
    <span
      className={`discipline-picture discipline-picture--${tone}${className ? ` ${className}` : ''}`}
      data-discipline={discipline}
      data-testid="discipline-picture"
      aria-hidden="true"
    >
      <Icon className="discipline-picture__icon" aria-hidden="true" focusable="false" />
    </span>
  );
}
