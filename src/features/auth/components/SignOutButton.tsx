import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as api from '../api/auth-api';

export function SignOutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      
      await api.signOut();
      await api.waitForUser(false);
      navigate('/', { replace: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button secondary" onClick={() => void signOut()} disabled={busy}>
      Sign out
    </button>
  );
}
