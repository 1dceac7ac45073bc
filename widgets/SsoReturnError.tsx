import { channelLabel } from '../contract/widget';
import type { ReturnedFailure } from '../state/atoms/returnedFailureAtom';
import { useT } from './i18n/TranslateContext';
import { ChannelIcon } from './icons/ChannelIcon';

const actionsStyle = { display: 'flex', flexDirection: 'column', gap: 8, width: '100%' } as const;

/**
 * docs/widget.md "Sign-ins that come back to the page": a sign-in provider sent the visitor back
 * with an error (redirect mode). The panel names the provider and says whether the visitor went
 * back there or the provider failed; "Try {provider} again" starts it anew, "Choose another way"
 * shows the channels. Its own chunk: only such a return needs it.
 */
export default function SsoReturnError({
  failure,
  onRetry,
  onOther,
}: {
  failure: ReturnedFailure;
  onRetry: () => void;
  onOther: () => void;
}) {
  const t = useT();
  const name = channelLabel(failure.channel);
  return (
    <div className="error-box" part="error sso-error" role="alert">
      <ChannelIcon channel={failure.channel} size={44} />
      <h3>{t(failure.cancelled ? 'sso.cancelledTitle' : 'sso.failedTitle', { name })}</h3>
      <p>{t(failure.cancelled ? 'sso.cancelledBody' : 'sso.failedBody', { name })}</p>
      <div style={actionsStyle}>
        <button className="button" part="button" type="button" onClick={onRetry}>
          {t('sso.tryAgain', { name })}
        </button>
        <button className="button secondary" part="secondary-button" type="button" onClick={onOther}>
          {t('sso.otherWay')}
        </button>
      </div>
    </div>
  );
}
