import type { ChannelProgress } from '../state/atoms/channelProgress';
import { bottomLineText } from '../state/rules/channelStatus';
import { useT } from './i18n/TranslateContext';
import { ChannelIcon } from './icons/ChannelIcon';
import { Spinner } from './Spinner';
import laterStepsCss from './styles/laterSteps.css?inline';
import qrPanelCss from './styles/qrPanel.css?inline';
import { UpiQrCode } from './UpiQrCode';

/**
 * The UPI button's screen: on a desktop the payment link as a QR code to scan with a phone's UPI
 * app, on a phone a button that opens the app again; that ₹1 is paid and refunded; the spec §4
 * bottom line of the status ('Connecting', 'Authenticating Transaction', 'Verifying
 * Transaction', 'Verified'); a payment declined or expired is said so.
 */
export function UpiPanel({ progress, onCancel }: { progress: ChannelProgress; onCancel: () => void }) {
  const t = useT();
  const { status, intent } = progress;
  const line = bottomLineText('UPI', status);
  const waiting = status === 'INIT' || status === 'PENDING';
  return (
    <div className="pending upi" part="pending">
      <style>{laterStepsCss + qrPanelCss}</style>
      <ChannelIcon channel="UPI" size={44} />
      {status === 'FAILED' ? (
        <p className="hint" role="alert" id="sesame-upi-failed">
          {t('upi.failed')}
        </p>
      ) : (
        <p className="hint">{t(progress.qr ? 'upi.scan' : 'upi.pay')}</p>
      )}
      {progress.qr && intent && waiting && (
        <div className="qr-code" part="qr-code" role="img" aria-label={t('upi.scan')}>
          <UpiQrCode text={intent} />
        </div>
      )}
      {intent && waiting && (
        <a
          className={progress.qr ? 'qr-link' : 'button'}
          part={progress.qr ? 'qr-link' : 'button'}
          id="sesame-upi-link"
          href={intent}
          {...(intent.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {t('upi.open')}
        </a>
      )}
      {status !== 'FAILED' && <p className="hint">{t('upi.refund')}</p>}
      {line && (
        <p className="status-line" role="status" id="sesame-upi-status">
          {status !== 'SUCCESS' && <Spinner size="small" />}
          {t(line)}
        </p>
      )}
      <button type="button" className="link" onClick={onCancel}>
        {t('code.change')}
      </button>
    </div>
  );
}
