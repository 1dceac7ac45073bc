import type { ChannelStatus } from '../contract/channels';
import { channelLabel } from '../contract/widget';
import { channelProgressAtom } from '../state/atoms/channelProgress';
import { bottomLineText } from '../state/rules/channelStatus';
import type { DisplayedChannel } from '../state/rules/displayChannels';
import { useAtomValue } from './hooks/atomHooks';
import { useT } from './i18n/TranslateContext';
import { ChannelIcon } from './icons/ChannelIcon';
import { Spinner } from './Spinner';
import laterStepsCss from './styles/laterSteps.css?inline';
import { UpiPanel } from './UpiPanel';
import { VoiceCallPending } from './VoiceCallPending';
import { WhatsAppNudge } from './WhatsAppNudge';

/**
 * A channel in progress: its logo, the bottom-line text of its status (spec §4) and, for
 * WhatsApp, 'Open WhatsApp' with the intent link once the host has answered with one.
 */
export function ChannelPending({
  channel,
  status,
  intent,
  onCancel,
}: {
  channel: Pick<DisplayedChannel, 'name'>;
  status: ChannelStatus;
  intent?: string | undefined;
  onCancel: () => void;
}) {
  const t = useT();
  const line = bottomLineText(channel.name, status);
  const progress = useAtomValue(channelProgressAtom);
  // A call has its own screen: where it went, the key, the number it reads out.
  if (progress?.channel === 'VOICE_APPROVAL' && channel.name === 'VOICE_APPROVAL')
    return <VoiceCallPending progress={progress} onCancel={onCancel} />;
  // UPI has its own screen: the link or its QR code, and the transaction's status.
  if (progress?.channel === 'UPI' && channel.name === 'UPI')
    return <UpiPanel progress={progress} onCancel={onCancel} />;
  return (
    <div className="pending" part="pending">
      <style>{laterStepsCss}</style>
      <ChannelIcon channel={channel.name} size={44} />
      <p className="hint">{t('channel.waiting', { name: channelLabel(channel.name) })}</p>
      {(line || status !== 'SUCCESS') && (
        <p className="status-line" role="status">
          {status !== 'SUCCESS' && <Spinner size="small" />}
          {line && t(line)}
        </p>
      )}
      {/* Only the host's link carries the business number and the code: none until it answers. */}
      {channel.name === 'WHATSAPP' && intent && (
        <a className="button" part="button" href={intent} target="_blank" rel="noopener noreferrer">
          {t('channel.openWhatsapp')}
        </a>
      )}
      {channel.name === 'WHATSAPP' && status === 'PENDING' && <WhatsAppNudge kind="notSent" />}
      <button type="button" className="link" onClick={onCancel}>
        {t('code.change')}
      </button>
    </div>
  );
}
