/**
 * The FormBuilder's slow checks off the page's thread: a definition in, its compile and publish
 * issues out. ajv's code generation for a 300-question schema takes long enough to swallow
 * several keystrokes if it ran where the builder draws.
 */
import { deepIssues, type DeepCheckAnswer, type DeepCheckRequest } from './deep-check';

const reply = (answer: DeepCheckAnswer) => globalThis.postMessage(answer);

globalThis.addEventListener('message', (event: MessageEvent<DeepCheckRequest>) => {
  const { seq, definition } = event.data;
  try {
    reply({ seq, ok: true, issues: deepIssues(definition) });
  } catch (error) {
    reply({ seq, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
