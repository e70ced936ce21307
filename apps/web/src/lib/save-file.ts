/** Hands a file the app fetched (with its access token) to the browser as a download: text or binary. */
export function saveFile(contents: string | Blob, fileName: string, type: string): void {
  const url = URL.createObjectURL(contents instanceof Blob ? contents : new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started from the object URL by the next task; then it can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
