import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor give up after 5 s instead of 1 s: a page that lazily imports a chunk (the
// Markdown renderer, an area) is transformed on first import, which on two busy CI cores can take
// longer than a second. Only a failing test waits the longer time; passing ones end when they pass.
configure({ asyncUtilTimeout: 5_000 });
