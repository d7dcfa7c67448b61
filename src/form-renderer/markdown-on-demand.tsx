/**
 * What the app's build hands @rjsf/core in place of markdown-to-jsx (scripts/markdown-on-demand-plugin.ts).
 * RJSF imports that parser (about 25 KB compressed, over a quarter of the renderer's chunk) for
 * `ui:enableMarkdownInDescription` (our FieldTemplate shows descriptions as plain text, so never
 * here) and for its messages about a schema it cannot render (an unsupported field, a broken
 * object): rare, and never on a committed form. Here the parser loads the first time something
 * asks for Markdown; the text shows as it is meanwhile, or for good if the parser cannot be
 * fetched (offline): nothing breaks over formatting.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { Markdown as Parsed } from 'markdown-to-jsx/react';

type MarkdownProps = ComponentProps<typeof Parsed>;

/** The source, unparsed. */
function AsText({ children }: MarkdownProps) {
  return <span>{children}</span>;
}

const Loaded = lazy(() =>
  import('markdown-to-jsx/react').then(
    (module) => ({ default: module.Markdown as ComponentType<MarkdownProps> }),
    (): { default: ComponentType<MarkdownProps> } => ({ default: AsText }),
  ),
);

export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<AsText {...props} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
