import { Link } from 'react-router-dom';
import { Page } from '../../../../ui';

export function UnauthorizedPage() {
  return (
    <Page title="You do not have access to this page">
      <p>This area is for administrators. If you think you should have access, ask an administrator to grant it.</p>
      <p><Link to="/dashboard">Go to your dashboard</Link> · <Link to="/">Home</Link></p>
    </Page>
  );
}
