import { afterEach, describe, expect, it } from 'vitest';
import { pageDialogOpen } from './Toolbar';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pageDialogOpen', () => {
  it('finds a modal dialog portalled to the body, as src/ui Dialog draws it (backdrop, then the dialog)', () => {
    document.body.innerHTML = '<div id="root"><main><button>Undo</button></main></div>';
    expect(pageDialogOpen()).toBe(false);
    const backdrop = document.body.appendChild(document.createElement('div'));
    backdrop.innerHTML = '<div role="dialog" aria-modal="true"><h2>Someone else saved</h2></div>';
    expect(pageDialogOpen()).toBe(true);
    backdrop.remove();
    expect(pageDialogOpen()).toBe(false);
  });

  it('finds an open native dialog, and not a closed one or a non-modal region', () => {
    document.body.innerHTML = '<dialog></dialog><div role="region" aria-modal="false"></div>';
    expect(pageDialogOpen()).toBe(false);
    document.querySelector('dialog')!.setAttribute('open', '');
    expect(pageDialogOpen()).toBe(true);
  });
});
