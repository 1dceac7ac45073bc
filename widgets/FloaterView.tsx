import { lazy, Suspense, useEffect, useState } from 'react';
import { COLLAPSE_OPACITY_DELAY_MS } from '../contract/constants';
import { configAtom, stepAtom } from '../state/atoms/flowAtoms';
import { channelStatesAtom, leftSideAtom, widgetStateAtom } from '../state/atoms/widgetAtoms';
import { displayChannels, isAppleDevice } from '../state/rules/displayChannels';
import { merchantLook } from '../state/rules/merchantLook';
import { returningVisitor } from '../state/rules/returningVisitor';
import { hasCollapseOpacity } from '../state/rules/widgetMode';
import { CollapsedFloater } from './CollapsedFloater';
import { ErrorToast } from './ErrorToast';
import { Footer } from './Footer';
import { Header } from './Header';
import { useAtomValue } from './hooks/atomHooks';
import { useLayout } from './hooks/useLayout';
import { withLaterTexts } from './i18n/english';
import { useT } from './i18n/TranslateContext';
import { OfflineNotice } from './OfflineNotice';
import { OneTapConfirmSlot } from './OneTapConfirmSlot';
import { type PanelActions, PanelBody } from './PanelBody';

// spec §2 share and terms modals: rare, so lazy chunks (docs/architecture.md §3).
const ShareModal = lazy(() => withLaterTexts(import('./ShareModal')));
const TermsModal = lazy(() => withLaterTexts(import('./TermsModal')));
// spec §2 QR panel: inactive by default, so it loads when 'Scan to Sign in' is pressed.
const QrPanel = lazy(() => withLaterTexts(import('./QrPanel')));

export type ModalName = 'share' | 'terms';

export interface FloaterViewProps {
  actions: PanelActions & { expand: () => void; dismiss: () => void };
  /** spec §2 header: the cross is hidden under the order-id rule. */
  crossHidden: boolean;
  /** The page shared from the share modal. */
  pageUrl: string;
  providerPolicy: string;
  /** Opens a modal from the start (the design-review page). */
  initialModal?: ModalName | null;
  moreExpanded?: boolean;
  /** A user agent to judge Apple devices by (spec §4: Apple only on Apple devices). */
  userAgent?: string;
}

/** spec §2 floater: expanded panel, collapsed 'Sign in', or nothing when hidden. */
export function FloaterView(props: FloaterViewProps) {
  const widget = useAtomValue(widgetStateAtom);
  const config = useAtomValue(configAtom);
  const look = merchantLook(config?.uiConfig);
  const welcome = useWelcome(config);
  const collapsing = useCollapseOpacity(widget);
  if (widget.mode === 'hidden') return null;
  return (
    <div className={`floater${collapsing ? ' collapsing' : ''}`} part="floater" data-mode={widget.mode}>
      {widget.mode === 'collapsed' ? (
        <CollapsedFloater
          text={look.collapsedText ?? welcome?.text}
          avatar={look.collapsedAvatar}
          initial={welcome?.initial}
          onExpand={props.actions.expand}
        />
      ) : (
        <FloaterPanel {...props} variant="floater" />
      )}
    </div>
  );
}

/** The panel itself: header, the step, footer, toast and modals. Also the login page's right side. */
export function FloaterPanel({
  actions,
  crossHidden,
  pageUrl,
  providerPolicy,
  initialModal = null,
  moreExpanded,
  userAgent = globalThis.navigator?.userAgent ?? '',
  variant,
}: FloaterViewProps & { variant: 'floater' | 'page' }) {
  const config = useAtomValue(configAtom);
  const step = useAtomValue(stepAtom);
  const leftSide = useAtomValue(leftSideAtom);
  const states = useAtomValue(channelStatesAtom);
  const layout = useLayout();
  const [modal, setModal] = useState<ModalName | null>(initialModal);
  const merchantName = config?.merchantName;
  const general = config?.uiConfig?.general;
  // The merchant's header, description and bottom line (spec §3); the built-in texts otherwise.
  const look = merchantLook(config?.uiConfig);
  const welcome = useWelcome(config);
  const channels = displayChannels(config?.channelConfig ?? [], {
    isAppleDevice: isAppleDevice(userAgent),
    uiType: config?.uiType,
    states,
  });
  // The QR sign-in ends in the panel's own 'Sign in Successful'.
  const qrInPanel = variant === 'floater' && leftSide.isQrCodeActive && step !== 'success';
  const onBack = step === 'code' ? actions.flow.change : qrInPanel ? () => actions.showQr(false) : undefined;
  const onClose = variant === 'floater' && !crossHidden ? actions.dismiss : undefined;
  // The share button only when the merchant turned it on (docs/widget.md).
  const shareOn = step === 'success' && config?.uiConfig?.widget?.share === true;
  return (
    <>
      {/* Escape closes the panel like its cross (docs/widget.md); a modal or list takes it first. */}
      <section
        className="panel"
        part="panel"
        aria-labelledby="sesame-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented && onClose) onClose();
        }}
      >
        <div className="body">
          <Header
            merchantName={general?.brandName ?? merchantName}
            brandLogo={general?.brandLogo ?? config?.merchant?.logo}
            title={look.header ?? welcome?.text}
            description={look.description}
            layout={config?.uiConfig?.widget?.layout}
            onBack={onBack}
            onShare={shareOn ? () => setModal('share') : undefined}
            onClose={onClose}
          />
          <OfflineNotice />
          {qrInPanel ? (
            <Suspense fallback={null}>
              <QrPanel url={leftSide.url} qr={actions.qr} onHide={() => actions.showQr(false)} />
            </Suspense>
          ) : (
            <PanelBody
              actions={actions}
              channels={channels}
              allowQr={variant === 'floater' && layout === 'desktop'}
              moreExpanded={moreExpanded}
            />
          )}
          {look.bottomLine && (
            <p className="bottom-line" part="bottom-line">
              {look.bottomLine}
            </p>
          )}
        </div>
        <Footer
          links={config?.links}
          providerPolicy={providerPolicy}
          onOpenTerms={() => setModal('terms')}
          watermark={variant === 'page' && (config?.uiConfig?.widget?.watermark ?? false)}
        />
      </section>
      {variant === 'floater' && <ErrorToast />}
      <OneTapConfirmSlot merchantName={general?.brandName ?? merchantName ?? ''} />
      <Suspense fallback={null}>
        {modal === 'share' && (
          <ShareModal merchantName={merchantName ?? ''} pageUrl={pageUrl} onClose={() => setModal(null)} />
        )}
        {modal === 'terms' && (
          <TermsModal
            merchantName={merchantName ?? ''}
            merchantLogo={general?.brandLogo ?? config?.merchant?.logo}
            links={config?.links ?? {}}
            providerPolicy={providerPolicy}
            onClose={() => setModal(null)}
          />
        )}
      </Suspense>
    </>
  );
}

/** spec §4 'Welcome back' for a visitor the host recognised (docs/widget.md "Returning visitors"). */
function useWelcome(config: Parameters<typeof returningVisitor>[0]) {
  const t = useT();
  const visitor = returningVisitor(config);
  return visitor && { text: t('announcement.allVerified', { name: visitor.name }), initial: visitor.initial };
}

/** spec §4: true for 600 ms after a collapse, while the opacity class animates it. */
function useCollapseOpacity(widget: Parameters<typeof hasCollapseOpacity>[0]): boolean {
  const [, rerender] = useState(0);
  const on = hasCollapseOpacity(widget, Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => rerender((n) => n + 1), COLLAPSE_OPACITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [on]);
  return on;
}
