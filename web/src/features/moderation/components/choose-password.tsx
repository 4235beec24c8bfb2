import { Trans, useLingui } from '@lingui/react/macro';
import { App, Button, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { firstPassword } from '@/features/moderation/api/first-password';
import { MODERATION } from '@/features/moderation/api/limits';
import { CHOOSE_PASSWORD_FIELDS, useChooseOwnPassword } from '@/features/moderation/api/moderation';
import {
  passwordChoiceProblems,
  type PasswordChoice,
  type PasswordChoiceProblems,
} from '@/features/moderation/components/moderation-logic';
import { Notice } from '@/features/moderation/components/notice';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useToken } from '@/lib/session';

/** One password field of the form: its label, an optional hint, and what is wrong with it. */
function PasswordField({
  id,
  label,
  value,
  onChange,
  problem,
  hint,
  autoComplete,
  disabled,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  disabled: boolean;
  inputRef: RefObject<InputRef | null>;
}) {
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <div className="moderation-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="moderation-soft moderation-field-hint">
          {hint}
        </p>
      )}
      <Input.Password
        ref={inputRef}
        id={id}
        name={id}
        autoComplete={autoComplete}
        size="large"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
      />
      {problem && (
        <p id={`${id}-problem`} className="moderation-field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * /moderation/choose-password: a moderator who signed in with the password an operator printed
 * (which works for that one sign-in) chooses their own before reviewing anything (ChangePassword).
 * The printed password is the current one: the console kept it in memory from the sign-in
 * (first-password.ts); after a reload it is gone, and the form asks for it. The new token the
 * server answers replaces the moderator's, and the queue opens. A plain form like the sign-in's,
 * not antd's Form (see moderator-sign-in.tsx).
 */
export function ChoosePassword() {
  const { t } = useLingui();
  const minimum = MODERATION.passwordMinCharacters;
  const choose = useChooseOwnPassword();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const token = useToken('moderator');
  // Read once: the token changes when the new password is saved, and the field must not appear then.
  const [remembered] = useState(() => firstPassword(token));
  const [askCurrent, setAskCurrent] = useState(remembered === null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [problems, setProblems] = useState<PasswordChoiceProblems>({});
  const [banner, setBanner] = useState<string | null>(null);
  const currentInput = useRef<InputRef>(null);
  const newInput = useRef<InputRef>(null);
  const repeatInput = useRef<InputRef>(null);
  const focusField = (field: keyof PasswordChoiceProblems) =>
    ({ currentPassword: currentInput, newPassword: newInput, repeatPassword: repeatInput })[field].current?.focus();

  const firstWrong = (found: PasswordChoiceProblems) =>
    (['currentPassword', 'newPassword', 'repeatPassword'] as const).find((name) => found[name]);
  // The field the server refused, focused once the form is enabled again (and shows the field).
  const focusNext = useRef<keyof PasswordChoiceProblems | null>(null);
  useEffect(() => {
    if (!focusNext.current || choose.isPending) return;
    focusField(focusNext.current);
    focusNext.current = null;
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choose.isPending) return;
    setBanner(null);
    const choice: PasswordChoice = { newPassword, repeatPassword, ...(askCurrent ? { currentPassword } : {}) };
    const found = passwordChoiceProblems(choice);
    setProblems(found);
    const wrong = firstWrong(found);
    if (wrong) return focusField(wrong);
    choose.mutate(
      { currentPassword: askCurrent ? currentPassword : (remembered ?? ''), newPassword },
      {
        onSuccess: () => {
          void message.success(t`Your password is saved.`);
          void navigate(paths.moderation, { replace: true });
        },
        onError: (error) => {
          const errors = fieldErrors(error, CHOOSE_PASSWORD_FIELDS);
          if (errors.length === 0) {
            setBanner(errorMessage(error));
            return;
          }
          const fromServer: PasswordChoiceProblems = {};
          for (const { field, message: text } of errors) fromServer[field as keyof PasswordChoiceProblems] ??= text;
          // The password kept from the sign-in was refused (changed meanwhile elsewhere): ask for it.
          if (fromServer.currentPassword && !askCurrent) setAskCurrent(true);
          setProblems(fromServer);
          focusNext.current = firstWrong(fromServer) ?? null;
        },
      },
    );
  };

  return (
    <section className="moderation-choose-password" aria-labelledby="choose-password-title">
      <h1 id="choose-password-title">
        <Trans>Choose your password</Trans>
      </h1>
      <p className="moderation-soft">
        <Trans>The password the operator gave you works for this sign-in only. Choose your own to start reviewing.</Trans>
      </p>
      {banner && <Notice tone="error" title={banner} />}
      <form onSubmit={onSubmit} noValidate className="moderation-form">
        {askCurrent && (
          <PasswordField
            id="current-password"
            label={t`Current password`}
            hint={t`The password you signed in with.`}
            value={currentPassword}
            onChange={setCurrentPassword}
            problem={problems.currentPassword}
            autoComplete="current-password"
            disabled={choose.isPending}
            inputRef={currentInput}
          />
        )}
        <PasswordField
          id="new-password"
          label={t`New password`}
          hint={t`At least ${minimum} characters.`}
          value={newPassword}
          onChange={setNewPassword}
          problem={problems.newPassword}
          autoComplete="new-password"
          disabled={choose.isPending}
          inputRef={newInput}
        />
        <PasswordField
          id="repeat-password"
          label={t`Repeat the new password`}
          value={repeatPassword}
          onChange={setRepeatPassword}
          problem={problems.repeatPassword}
          autoComplete="new-password"
          disabled={choose.isPending}
          inputRef={repeatInput}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={choose.isPending} className="moderation-submit">
          <Trans>Save and continue</Trans>
        </Button>
      </form>
    </section>
  );
}
