import { Page, Placeholder } from '../../../ui';

/** Placeholder until my data builds it (session 7). */
export function MyDataPage() {
  return (
    <Page title="Your data">
      <Placeholder>This page is being built.</Placeholder>
    </Page>
  );
}
