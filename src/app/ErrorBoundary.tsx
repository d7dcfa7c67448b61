import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Any error thrown while rendering a page shows the error page; moving to another path clears it. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
