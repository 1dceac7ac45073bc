import { type FormEvent, useState } from 'react';
import type { ChannelStatus } from '../contract/channels';
import type { MessageId } from '../contract/i18n/Catalogue';
import { VOICE_APPROVE_KEY } from '../contract/voice';
import type { ChannelProgress } from '../state/atoms/channelProgress';
import { emailAtom } from '../state/atoms/flowAtoms';
import { classifyIdentifier } from '../state/rules/classifyIdentifier';
import { useAtomValue } from './hooks/atomHooks';
import { useT } from './i18n/TranslateContext';
import { ChannelIcon } from './icons/ChannelIcon';
import { Spinner } from './Spinner';
import laterStepsCss from './styles/laterSteps.css?inline';
import voiceCallCss from './styles/voiceCall.css?inline';

/** What the bottom line says while the call is placed, rings, ends or signed the person in. */
const STATUS_TEXT = {
  INACTIVE: 'status.placingCall',
  INIT: 'status.placingCall',
  PENDING: 'status.waitingForKey',
  FAILED: 'voice.callEnded',
  SUCCESS: 'status.verified',
} as const satisfies Record<ChannelStatus, MessageId>;

/**
 * The voice-call button's screen (VOICE_APPROVAL): the number to call when none was typed;
 * then "We're calling +91•••••3210", the key that approves and the number the call reads out,
 * while the sign-in is followed; after a call that ended without the key, a way to call again.
 */
export function VoiceCallPending({
  progress,
  onCancel,
}: {
  progress: ChannelProgress;
  onCancel: () => void;
}) {
  const t = useT();
  const typed = useAtomValue(emailAtom);
  const [number, setNumber] = useState(classifyIdentifier(typed) === 'phone' ? typed : '');
  const callAgain = progress.callAgain;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    callAgain?.(number);
  };
  if (progress.status === 'INACTIVE')
    return (
      <form className="pending voice-call" part="pending" onSubmit={onSubmit} noValidate>
        <style>{laterStepsCss + voiceCallCss}</style>
        <ChannelIcon channel={progress.channel} size={44} />
        <div className="field voice-call">
          <label className="label" htmlFor="sesame-voice-number">
            {t('voice.yourNumber')}
          </label>
          <input
            id="sesame-voice-number"
            className="input"
            part="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the person chose a call and the number is what comes next.
            autoFocus
          />
        </div>
        <button
          className="button"
          part="button"
          type="submit"
          disabled={classifyIdentifier(number) !== 'phone'}
        >
          {t('voice.callMe')}
        </button>
        <button type="button" className="link" onClick={onCancel}>
          {t('code.change')}
        </button>
      </form>
    );
  const ended = progress.status === 'FAILED';
  return (
    <div className="pending" part="pending">
      <style>{laterStepsCss + voiceCallCss}</style>
      <ChannelIcon channel={progress.channel} size={44} />
      {progress.destination && (
        <p className="hint" id="sesame-voice-calling">
          {t('voice.calling', { destination: progress.destination })}
        </p>
      )}
      {!ended && <p className="hint">{t('voice.pressKey', { key: VOICE_APPROVE_KEY })}</p>}
      {!ended && progress.matchCode && (
        <>
          <p className="hint">{t('voice.matchNumber')}</p>
          <p className="voice-match" id="sesame-voice-match">
            {progress.matchCode}
          </p>
        </>
      )}
      <p className="status-line" role="status">
        {(progress.status === 'INIT' || progress.status === 'PENDING') && <Spinner size="small" />}
        {t(STATUS_TEXT[progress.status])}
      </p>
      {ended && callAgain && (
        <button className="button" part="button" type="button" onClick={() => callAgain()}>
          {t('voice.callAgain')}
        </button>
      )}
      <button type="button" className="link" onClick={onCancel}>
        {t('code.change')}
      </button>
    </div>
  );
}
