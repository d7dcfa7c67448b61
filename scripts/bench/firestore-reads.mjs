/**
 * Counts the Firestore documents a page receives, from the outside: an init script the reviewer
 * bench adds to the page (no app code changes, production build). The web SDK receives documents
 * on its Listen channel (WebChannel over XHR, or fetch streams) as `documentChange` entries, one
 * per document read; Firestore Lite as one-off REST answers (`:runQuery`, `:batchGet`); aggregation queries (counts) are POSTs to `:runAggregationQuery`, billed as
 * one read each (per 1000 index entries), sent over XHR or fetch. The init script watches both and keeps, on
 * `window.__benchReads`, the total and the count per collection path ("responses/review").
 */

/** Pure: the collection path of a document name ("projects/p/databases/(default)/documents/responses/a/review/flags" -> "responses/review"). */
export function collectionPath(name) {
  const at = name.indexOf('/documents/');
  const segments = (at === -1 ? name : name.slice(at + '/documents/'.length)).split('/');
  return segments.filter((_, index) => index % 2 === 0).join('/');
}

/** Pure: the document names in one stretch of Listen channel text, and where scanning may resume. */
export function documentNames(text, from = 0) {
  const pattern = /"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g;
  pattern.lastIndex = from;
  const names = [];
  let resume = from;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    names.push(match[1]);
    resume = pattern.lastIndex;
  }
  return { names, resume };
}

/**
 * Pure: the document names in a one-off REST answer (Firestore Lite's `:runQuery`, an array of
 * `{"document": {"name": …}}`, and `:batchGet`, of `{"found": {"name": …}}`).
 */
export function restDocumentNames(text) {
  return [...text.matchAll(/"(?:document|found)"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g)].map((match) => match[1]);
}

/**
 * The init script (run in the page before any of its code): serialised by Playwright, so it
 * takes the two pure helpers as arguments rather than closing over them.
 */
export function installReadCounter([collectionPathSource, documentNamesSource, restDocumentNamesSource]) {
  const toCollection = new Function(`return (${collectionPathSource})`)();
  const namesIn = new Function(`return (${documentNamesSource})`)();
  const restNamesIn = new Function(`return (${restDocumentNamesSource})`)();
  const reads = { total: 0, aggregations: 0, byCollection: {}, reset() { this.total = 0; this.aggregations = 0; this.byCollection = {}; this.last = performance.now(); }, last: 0 };
  window.__benchReads = reads;
  const count = (names) => {
    for (const name of names) {
      const collection = toCollection(name);
      reads.total += 1;
      reads.byCollection[collection] = (reads.byCollection[collection] ?? 0) + 1;
      reads.last = performance.now();
    }
  };
  const isListen = (url) => String(url).includes('google.firestore.v1.Firestore/Listen/channel');

  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function patchedOpen(method, url, ...rest) {
    // one-off calls (counts among them) go over XHR too
    if (String(url).includes(':runAggregationQuery') || String(url).includes('/RunAggregationQuery')) {
      this.addEventListener('load', () => {
        reads.aggregations += 1;
        reads.last = performance.now();
      });
    } else if (isListen(url)) {
      let resume = 0;
      const scan = () => {
        const text = typeof this.responseText === 'string' ? this.responseText : '';
        const found = namesIn(text, resume);
        resume = found.resume;
        count(found.names);
      };
      this.addEventListener('progress', scan);
      this.addEventListener('readystatechange', scan);
    }
    return open.call(this, method, url, ...rest);
  };

  const fetchOriginal = window.fetch;
  window.fetch = async function patchedFetch(input, init) {
    const url = typeof input === 'string' ? input : input?.url ?? String(input);
    const response = await fetchOriginal.call(this, input, init);
    if (url.includes(':runAggregationQuery')) {
      reads.aggregations += 1;
      reads.last = performance.now();
    } else if ((url.includes(':runQuery') || url.includes(':batchGet')) && !reads.paused) {
      // Firestore Lite's one-off reads (the responses page and the export); not while a step that
      // reports no reads runs (reads.paused: scanning megabytes would slow what it times)
      response.clone().text().then((text) => count(restNamesIn(text)), () => {});
    } else if (isListen(url) && response.body) {
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let resume = 0;
      void (async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          text += decoder.decode(chunk.value, { stream: true });
          const found = namesIn(text, resume);
          resume = found.resume;
          count(found.names);
        }
      })().catch(() => {});
    }
    return response;
  };
}

/** Adds the counter to every page of a browser context. */
export async function addReadCounter(context) {
  await context.addInitScript(installReadCounter, [collectionPath.toString(), documentNames.toString(), restDocumentNames.toString()]);
}
