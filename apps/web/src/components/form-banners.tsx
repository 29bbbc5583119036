import { AlertIcon } from './icons';

/** A form's outcome: its error (an alert) and its notice (a status), each only when there is one. */
export function FormBanners({ error, notice }: { readonly error?: string | null; readonly notice?: string | null }) {
  return (
    <>
      {error && (
        <p role="alert" className="banner banner-error">
          <AlertIcon />
          <span>{error}</span>
        </p>
      )}
      {notice && (
        <p role="status" className="banner banner-info">
          {notice}
        </p>
      )}
    </>
  );
}
