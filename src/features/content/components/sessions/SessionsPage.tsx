import { Page, Placeholder } from '../../../../ui';

/** Placeholder until sessions and bookings builds it (session 7). */
export function SessionsPage() {
  return (
    <Page title="Sessions">
      <Placeholder>This page is being built.</Placeholder>
    </Page>
  );
}
