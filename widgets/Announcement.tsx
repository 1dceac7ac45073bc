import { lazy, Suspense, useEffect } from 'react';
import { configAtom } from '../state/atoms/flowAtoms';
import { announcementActiveAtom, dispatchWidgetAtom } from '../state/atoms/widgetAtoms';
import { announcementState } from '../state/rules/announcementText';
import { displayChannels, isAppleDevice } from '../state/rules/displayChannels';
import { merchantLook } from '../state/rules/merchantLook';
import { returningVisitor } from '../state/rules/returningVisitor';
import { useAnnouncementSlot, usePagePushedDown } from './announcementSlot';
import { useAtomValue, useSetAtom, useStore } from './hooks/atomHooks';
import { themeOf, WidgetRoot } from './WidgetRoot';

// The bar itself loads lazily; while it does, the panel is already hidden (active is set here).
const AnnouncementBar = lazy(() => import('./AnnouncementBar').then((m) => ({ default: m.AnnouncementBar })));

/**
 * The connected announcement bar: active while on the page (which hides the floater's panel,
 * spec §2); clicking it expands the floater through the shared store and steps aside. One bar
 * per page (announcementSlot); pinned to the top, it pushes the page down rather than cover it.
 */
export function Announcement({
  locale,
  theme,
  showButton = true,
  inline = false,
  onExpand,
}: {
  locale?: string | undefined;
  theme?: string | undefined;
  showButton?: boolean;
  inline?: boolean;
  onExpand: (detail: { source: 'announcement' }) => void;
}) {
  const store = useStore();
  const config = useAtomValue(configAtom);
  const active = useAtomValue(announcementActiveAtom);
  const setActive = useSetAtom(announcementActiveAtom);
  const shown = useAnnouncementSlot();
  useEffect(() => {
    if (!shown) return;
    setActive(true);
    return () => setActive(false);
  }, [setActive, shown]);
  usePagePushedDown(shown && active && !inline);
  if (!shown || !active) return null;
  const entries = config?.channelConfig ?? [];
  const channels = displayChannels(entries, {
    isAppleDevice: isAppleDevice(globalThis.navigator?.userAgent ?? ''),
    uiType: config?.uiType,
  });
  // spec §4: the all-verified line names the identity the host recognised (docs/widget.md).
  const firstName = returningVisitor(config)?.name;
  return (
    <WidgetRoot theme={themeOf(theme) ?? config?.theme} locale={locale} primaryColor={config?.primaryColor}>
      <Suspense fallback={null}>
        <AnnouncementBar
          state={announcementState(entries)}
          merchantName={config?.uiConfig?.general?.brandName ?? config?.merchantName ?? ''}
          userName={firstName}
          text={merchantLook(config?.uiConfig).announcement}
          channels={channels.map((c) => c.name)}
          showButton={showButton}
          inline={inline}
          onActivate={() => {
            setActive(false);
            store.set(dispatchWidgetAtom, { type: 'expand' });
            onExpand({ source: 'announcement' });
          }}
        />
      </Suspense>
    </WidgetRoot>
  );
}
