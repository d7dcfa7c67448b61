/**
 * The FormBuilder's slow checks off the page's thread: a definition in, its compile and publish
 * issues out. ajv's code generation for a 300-question schema takes long enough to swallow
 * several keystrokes if it ran where the builder draws.
 * A worker has its own copy of the engine, whose JSON Schema compiler loads on demand like the
 * page's: it is loaded here before the first check (the page having loaded its own does not count).
 */
import { loadSchemaCompilers } from '@engine';
import { deepIssues, type DeepCheckAnswer, type DeepCheckRequest } from './deep-check';

const reply = (answer: DeepCheckAnswer) => globalThis.postMessage(answer);

globalThis.addEventListener('message', async (event: MessageEvent<DeepCheckRequest>) => {
  const { seq, definition } = event.data;
  try {
    await loadSchemaCompilers();
    reply({ seq, ok: true, issues: deepIssues(definition) });
  } catch (error) {
    reply({ seq, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
