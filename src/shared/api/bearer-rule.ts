/**
 * The spec sends the bearer everywhere 'except addresses containing public'. A substring test
 * would leak the token to any host whose URL mentions public, so the rule compares origins and
 * path segments: the URL must sit under one of our API bases, and no segment after the base may
 * be exactly 'public'.
 */
export function shouldAttachBearer(
  url: string,
  apiBases: readonly string[],
  pageOrigin: string,
): boolean {
  let target: URL;
  try {
    target = new URL(url, pageOrigin);
  } catch {
    return false;
  }
  return apiBases.some((base) => {
    const baseUrl = new URL(base, pageOrigin);
    if (baseUrl.origin !== target.origin) return false;
    const baseSegments = segments(baseUrl.pathname);
    const targetSegments = segments(target.pathname);
    const underBase = baseSegments.every((segment, index) => targetSegments[index] === segment);
    if (!underBase) return false;
    return !targetSegments.slice(baseSegments.length).includes('public');
  });
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean).map(decodeSegment);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}
