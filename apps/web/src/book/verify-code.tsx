import { useState, type MouseEvent } from 'react';
import { api, ApiError } from './api';
import { useI18n } from './i18n';

/**
 * The one-time code when the venue verifies contacts: the customer picks text message or e-mail,
 * asks for a code (sent to the phone or e-mail typed above) and types it; the booking sends both.
 */
export function VerifyCode({ sub, error }: { sub: string; error?: string[] }) {
  const { t, lang } = useI18n();
  const [state, setState] = useState<{ busy: boolean; note: string | null; failed: string | null }>({ busy: false, note: null, failed: null });

  const send = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const channel = data.verification_channel === 'sms' ? 'sms' : 'email';
    setState({ busy: true, note: null, failed: null });
    api.verify(sub, { channel, ...(channel === 'sms' ? { phone: data.phone ?? '' } : { email: data.email ?? '' }), lang, website: data.website ?? '' }).then(
      (answer) => setState({ busy: false, note: answer.message, failed: null }),
      (e: unknown) => setState({
        busy: false, note: null,
        failed: e instanceof ApiError ? (Object.values(e.fields)[0]?.[0] ?? (e.message || t('failed'))) : t('failed'),
      }),
    );
  };

  return (
    <fieldset className="group verify">
      <legend>{t('verify_title')}</legend>
      <p className="muted small">{t('verify_hint')}</p>
      <label className="check"><input type="radio" name="verification_channel" value="email" defaultChecked /><span>{t('verify_by_email')}</span></label>
      <label className="check"><input type="radio" name="verification_channel" value="sms" /><span>{t('verify_by_sms')}</span></label>
      <button type="button" className="secondary" onClick={send} disabled={state.busy}>{t('verify_send')}</button>
      {state.note && <p role="status" className="note">{state.note}</p>}
      {state.failed && <p role="alert" className="error small">{state.failed}</p>}
      <label>
        {t('verify_code')}
        <input
          name="verification_code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'verification_code-error' : undefined}
        />
        {error && <span id="verification_code-error" className="error small">{error.join(' ')}</span>}
      </label>
    </fieldset>
  );
}
