import type { DeliveryOffer } from '../state/atoms/deliveryOffer';
import { useT } from './i18n/TranslateContext';

/**
 * The code step's automatic fallback (docs/channels.md "Delivery status and fallback"): once the
 * host says the message failed or stays undelivered, "Didn't get it? Send by SMS instead" (or
 * "Call me instead"), which starts that channel for the same number.
 */
export function DeliveryFallbackOffer({
  next,
  disabled,
}: {
  next: NonNullable<DeliveryOffer['next']>;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <div className="fallback-offer">
      {next.reason === 'failed' && <p className="hint">{t('fallback.failed')}</p>}
      <button className="link" type="button" disabled={disabled} onClick={next.take}>
        {t(next.channel === 'VOICE_APPROVAL' ? 'fallback.call' : 'fallback.sms')}
      </button>
    </div>
  );
}
