interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids (useId of the form). */
  readonly id: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly onPassword: (value: string) => void;
  readonly onConfirmPassword: (value: string) => void;
}

/** A new password and its confirmation, as every form that sets one asks for them (account page, recovery link). */
export function NewPasswordFields({ id, password, confirmPassword, onPassword, onConfirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-password`}>New password</label>
        <input id={`${id}-password`} type="password" required autoComplete="new-password" value={password} onChange={(event) => onPassword(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>Confirm new password</label>
        <input
          id={`${id}-confirm`}
          type="password"
          required
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => onConfirmPassword(event.target.value)}
        />
      </div>
    </>
  );
}
