/**
 * Runs `work` once the page has loaded (at once when it already has): for what the first paint
 * does not need. Answers a cancel, for an effect's cleanup.
 */
export function afterLoad(work: () => void): () => void {
  if (document.readyState === 'complete') {
    work();
    return () => {};
  }
  window.addEventListener('load', work, { once: true });
  return () => window.removeEventListener('load', work);
}
