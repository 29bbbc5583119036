/** FileSaver.js's figure: some browsers read a blob URL a while after the click that starts the download. */
const REVOKE_AFTER_MS = 40_000;

/** Hands text to the browser as a download saved under `fileName`. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
