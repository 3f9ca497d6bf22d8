/**
 * Runs work that fetches code or files once the page is drawn (an idle-time chunk, the service
 * worker). Started while the connection is down it fails; it runs again when the connection
 * returns (browsers no longer keep a failed dynamic import). Other failures are the caller's.
 */
export function retryWhenOnline<T>(work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (navigator.onLine) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => retryWhenOnline(work).then(resolve, reject), {
        once: true,
      });
    });
  });
}
