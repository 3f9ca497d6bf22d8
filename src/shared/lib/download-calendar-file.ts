/**
 * Hands an .ics text to the browser as a download named `fileName`. The address is revoked a
 * moment later: the click starts the download asynchronously in some browsers.
 */
export function downloadCalendarFile(ics: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
