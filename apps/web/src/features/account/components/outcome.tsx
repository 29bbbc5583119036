import { useEffect } from 'react';
import { announce } from '../../../lib/announce';

/** A section's success, shown beside it and said once through the app's polite live region. */
export function Outcome({ message }: { readonly message: string | null }) {
  useEffect(() => {
    if (message) announce(message);
  }, [message]);
  if (!message) return null;
  return <p className="banner banner-info">{message}</p>;
}
