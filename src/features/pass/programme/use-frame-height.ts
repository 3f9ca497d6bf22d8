import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The tab frame is the window's height minus the frame's top offset minus 80 px (docs/spec/members-area.md
 * 2), so that the programme scrolls inside it.
 */
export function useFrameHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(240, window.innerHeight - top - 80));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height };
}
