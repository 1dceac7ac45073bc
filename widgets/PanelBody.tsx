import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Country } from '../contract/wire';
import { afterFirstScreen } from '../services/api/afterFirstScreen';
import { channelProgressAtom } from '../state/atoms/channelProgress';
import { errorAtom, loadProblemAtom, stepAtom } from '../state/atoms/flowAtoms';
import { returnedFailureAtom } from '../state/atoms/returnedFailureAtom';
import type { SignInFlow } from '../state/flows/signInFlow';
import type { DisplayedChannel } from '../state/rules/displayChannels';
import type { Step } from '../state/rules/flowMachine';
import { ChannelList } from './ChannelList';
import { EmailEntry } from './EmailEntry';
import { ErrorContainer } from './ErrorContainer';
import { useAtom, useAtomValue } from './hooks/atomHooks';
import { withLaterTexts } from './i18n/english';
import { useT } from './i18n/TranslateContext';
import { LazyScreen, lazyScreen } from './lazyScreen';
import { QrToggle } from './QrToggle';
import type { QrActions } from './qrActions';
import { Spinner } from './Spinner';

// The steps after the first screen come in one chunk, fetched once the panel is up (issue 3
// "Size": only the first screen counts before interactive).
const laterSteps = () => withLaterTexts(import('./laterSteps'));
const CodeEntry = lazyScreen(() => laterSteps().then((m) => m.CodeEntry));
const Success = lazyScreen(() => laterSteps().then((m) => m.Success));
const ChannelPending = lazyScreen(() => laterSteps().then((m) => m.ChannelPending));
// Only a provider's sign-in that came back failed needs it (state/flows/finishReturnedSignIn).
const SsoReturnError = lazy(() => withLaterTexts(import('./SsoReturnError')));

export type PanelFlow = Pick<
  SignInFlow,
  'setEmail' | 'submitEmail' | 'setOtp' | 'resend' | 'change' | 'retry'
> &
  Partial<Pick<SignInFlow, 'otpAutoRead'>>;

export interface PanelActions {
  flow: PanelFlow;
  loadCountries: () => Promise<Country[]>;
  clickChannel: (channel: DisplayedChannel) => void;
  cancelChannel: () => void;
  showQr: (on: boolean) => void;
  /** The QR panel's sign-in (absent on the design-review page). */
  qr?: QrActions | undefined;
}

/**
 * The step on screen (spec §2): the loader, the error container, the entry with the channel
 * buttons, a channel in progress, the code, or 'Sign in Successful'.
 */
export function PanelBody({
  actions,
  channels,
  allowQr,
  moreExpanded,
}: {
  actions: PanelActions;
  channels: readonly DisplayedChannel[];
  allowQr: boolean;
  moreExpanded?: boolean;
}) {
  const t = useT();
  const step = useAtomValue(stepAtom);
  const progress = useAtomValue(channelProgressAtom);
  const loadProblem = useAtomValue(loadProblemAtom);
  const error = useAtomValue(errorAtom);
  const [returnedFailure, setReturnedFailure] = useAtom(returnedFailureAtom);
  const previousStep = useRef<Step>(step);
  useEffect(() => {
    previousStep.current = step;
  }, [step]);
  // The later screens are fetched ahead, once the first one is up (services/api/afterFirstScreen).
  useEffect(() => {
    void afterFirstScreen().then(() => {
      for (const screen of [CodeEntry, Success, ChannelPending]) screen.preload().catch(() => {});
    });
  }, []);

  switch (step) {
    case 'loading':
      return (
        <div className="loading">
          <Spinner label={t('loading.label')} />
        </div>
      );
    case 'error':
      // spec §8: an unknown app id and a refused page origin are said apart from a failed load;
      // the unknown app in the host's own words (its `unknown_app` text, contract/errors).
      return (
        <ErrorContainer
          header={t('timeout.title')}
          title={
            loadProblem === 'unknownApp' && error && 'message' in error
              ? error.message
              : t(loadProblem === 'originNotAllowed' ? 'error.originNotAllowed' : 'error.loadFailed')
          }
          action={t('error.retry')}
          onAction={actions.flow.retry}
        />
      );
    case 'code':
      return (
        <Suspense fallback={null}>
          <LazyScreen key="code" of={CodeEntry} flow={actions.flow} />
        </Suspense>
      );
    case 'success':
      return (
        <Suspense fallback={null}>
          <LazyScreen key="success" of={Success} />
        </Suspense>
      );
    case 'entry':
      if (returnedFailure) {
        const again = channels.find((c) => c.name === returnedFailure.channel);
        return (
          <Suspense fallback={null}>
            <SsoReturnError
              failure={returnedFailure}
              onRetry={() => {
                setReturnedFailure(null);
                if (again) actions.clickChannel(again);
              }}
              onOther={() => setReturnedFailure(null)}
            />
          </Suspense>
        );
      }
      // spec §2: until the host answers, the button shows its loader (after 200 ms), then this.
      // UPI's INIT is 'Authenticating Transaction', after the host answered (spec §4).
      if (progress && (progress.status !== 'INIT' || progress.channel === 'UPI')) {
        return (
          <Suspense fallback={null}>
            <LazyScreen
              key="pending"
              of={ChannelPending}
              channel={{ name: progress.channel }}
              status={progress.status}
              intent={progress.intent}
              onCancel={actions.cancelChannel}
            />
          </Suspense>
        );
      }
      return (
        <>
          <EmailEntry
            flow={actions.flow}
            autoFocus={previousStep.current === 'code'}
            loadCountries={actions.loadCountries}
          />
          {channels.length > 0 && (
            <>
              <p className="divider center-text">{t('entry.or')}</p>
              <ChannelList
                channels={channels}
                busy={progress !== null}
                onClick={actions.clickChannel}
                initiallyExpanded={moreExpanded ?? false}
              />
            </>
          )}
          {allowQr && <QrToggle onShow={() => actions.showQr(true)} />}
        </>
      );
  }
}
