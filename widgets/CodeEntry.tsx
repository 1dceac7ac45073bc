import { deliveryOfferAtom } from '../state/atoms/deliveryOffer';
import {
  busyAtom,
  destinationAtom,
  flowStateAtom,
  otpAtom,
  otpLengthAtom,
  resendAtAtom,
} from '../state/atoms/flowAtoms';
import type { SignInFlow } from '../state/flows/signInFlow';
import { codeSentText } from '../state/rules/codeSentText';
import { DeliveryFallbackOffer } from './DeliveryFallbackOffer';
import { feedbackCss } from './feedbackCss';
import { useAtomValue } from './hooks/atomHooks';
import { useCatalogue, useT } from './i18n/TranslateContext';
import { interpolateParts } from './i18n/t';
import { Spinner } from './Spinner';
import laterStepsCss from './styles/laterSteps.css?inline';
import { useCountdown } from './useCountdown';
import { useOtpAutoRead } from './useOtpAutoRead';
import { WhatsAppNudge } from './WhatsAppNudge';

/**
 * spec §2 'Email Verification' ('Mobile Verification' for a phone number): where the code went, the code field, 'Change', and the resend
 * buttons, which wait `resendAfter` seconds from the intent response.
 */
export function CodeEntry({
  flow,
}: {
  flow: Pick<SignInFlow, 'setOtp' | 'resend' | 'change'> & Partial<Pick<SignInFlow, 'otpAutoRead'>>;
}) {
  const t = useT();
  const catalogue = useCatalogue();
  const destination = useAtomValue(destinationAtom) ?? '';
  const otp = useAtomValue(otpAtom);
  const otpLength = useAtomValue(otpLengthAtom);
  const busy = useAtomValue(busyAtom);
  const seconds = useCountdown(useAtomValue(resendAtAtom));
  const canResend = seconds === 0 && !busy;
  const { path, config, attemptsLeft, waitUntil, asId } = useAtomValue(flowStateAtom);
  // After a fallback the code went by another channel; the host may offer the next one.
  const offer = useAtomValue(deliveryOfferAtom);
  const delivery = offer?.asId === asId ? offer : null;
  const wait = useCountdown(waitUntil);
  const phone = path === 'phone';
  useOtpAutoRead(phone && otpLength !== null, flow.otpAutoRead ?? flow.setOtp);
  const sentWith = codeSentText(
    phone ? (delivery?.via ?? config?.mobileChannel) : config?.channel,
    otpLength !== null,
  );
  const sent = catalogue[sentWith];
  const whatsapp = sentWith === 'code.sentWhatsApp';
  return (
    <div className="step">
      {/* The later steps' styles travel with their lazy chunk (widgets/laterSteps). */}
      <style>{laterStepsCss}</style>
      <style>{feedbackCss}</style>
      <h3 className="step-title">{t(phone ? 'code.titleMobile' : 'code.title')}</h3>
      <div className="destination">
        <p className="hint">
          {interpolateParts(sent, { destination: <strong key="d">{destination}</strong> })}
        </p>
        <button className="link" type="button" onClick={flow.change}>
          {t('code.change')}
        </button>
      </div>
      {otpLength !== null && (
        <div className="field">
          <label className="label" htmlFor="sesame-otp">
            {t('code.inputLabel')}
          </label>
          <input
            id="sesame-otp"
            className="input otp"
            part="input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={otpLength}
            value={otp}
            onChange={(event) => flow.setOtp(event.target.value)}
            readOnly={busy || attemptsLeft === 0}
            // biome-ignore lint/a11y/noAutofocus: the user just asked for the code; the field is where they go next.
            autoFocus
          />
        </div>
      )}
      <CodeFeedback attemptsLeft={attemptsLeft} wait={wait} />
      {whatsapp && !busy && <WhatsAppNudge kind="notApproved" />}
      {busy ? (
        <p className="hint row">
          <Spinner label={t('code.verifying')} size="small" />
          <span aria-hidden="true">{t('code.verifying')}</span>
        </p>
      ) : (
        <p className="hint">
          {t(whatsapp ? 'code.checkWhatsApp' : phone ? 'code.checkMessages' : 'code.checkEmail')}
        </p>
      )}
      {otpLength !== null && (
        <button
          className="button secondary"
          part="button"
          type="button"
          disabled={!canResend}
          onClick={flow.resend}
        >
          {seconds > 0 ? t('code.resendOtpIn', { seconds }) : t('code.resendOtp')}
        </button>
      )}
      {delivery?.next && !busy && <DeliveryFallbackOffer next={delivery.next} disabled={wait > 0} />}
      {!phone && (
        <p className="center-text">
          <button className="link" type="button" disabled={!canResend} onClick={flow.resend}>
            {t('code.resendLink')}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * docs/widget.md: a wrong code's tries left, "no tries left" after the last (the resend button is
 * ready at once), and the wait the host asked for (429 Retry-After), counting down.
 */
function CodeFeedback({ attemptsLeft, wait }: { attemptsLeft: number | null; wait: number }) {
  const t = useT();
  return (
    <>
      <div className="live" role="status" aria-live="polite">
        {attemptsLeft !== null && (
          <p className="tries">
            {attemptsLeft === 0 ? t('code.noTriesLeft') : t('code.attemptsLeft', { count: attemptsLeft })}
          </p>
        )}
      </div>
      {/* Not a live region: a second-by-second count would be read out each second. */}
      {wait > 0 && <p className="tries">{t('code.waitSeconds', { seconds: wait })}</p>}
    </>
  );
}
