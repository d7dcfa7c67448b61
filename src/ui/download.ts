/**
 * Hands text to the browser as a file download (Blob + object URL): the builder's JSON exports,
 * the version history, the reviewers' CSV.
 */
export function downloadText(fileName: string, text: string | readonly string[], type: string): void {
  // jsdom (component tests) has no object URLs: nothing to download there
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [text] : [...text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
