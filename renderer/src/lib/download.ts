/** Hands a file to the browser's (or Electron's) download, as a link to it would. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // the download has its own copy once started
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
